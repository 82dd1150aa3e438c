/**
 * Every resource definition, by its `name` (docs/architecture.md, "One registry"): what reads a
 * row, a filter or a route of any resource without knowing which one it is (the operate log's
 * comparison, the search log's conditions, the routes of a resource in words) finds the
 * definition here.
 */
import type { ResourceDefinition } from '../resource';
import { roleResource, roleTypeResource } from './access';
import { announcementResource } from './announcement';
import { appResource } from './app';
import { companyResource } from './company';
import { databaseAddressResource, serverAddressResource } from './connection';
import { dictionaryItemResource, dictionaryTypeResource } from './dictionary';
import { operateLogResource, searchLogResource } from './logs';
import { menuResource } from './menu';
import { mroItemResource, mroRequestResource } from './mro';
import { resourceResource } from './permission-resource';
import { personResource } from './person';
import { processListResource, processTemplateResource, processTypeResource } from './process';
import {
  dutyResource,
  majorResource,
  projectCodeResource,
  projectContractResource,
  projectMemberResource,
  projectOrganResource,
  projectResource,
  projectRoleResource,
  projectStageResource,
} from './project';
import { myReportResource, reportResource } from './report';
import { roleHolderResource, roleLossResource } from './role-holders';
import { secretResource } from './secret';
import { superAccountResource } from './super-account';
import { unitResource } from './unit';
// new:screen imports: `pnpm new:screen` adds a definition's import above this line (CONTRIBUTING.md).

/** Every resource definition of the contracts, in no particular order. */
export const RESOURCE_DEFINITIONS: readonly ResourceDefinition[] = [
  companyResource,
  unitResource,
  personResource,
  operateLogResource,
  searchLogResource,
  roleTypeResource,
  roleResource,
  roleHolderResource,
  roleLossResource,
  superAccountResource,
  secretResource,
  menuResource,
  resourceResource,
  appResource,
  announcementResource,
  databaseAddressResource,
  serverAddressResource,
  dictionaryTypeResource,
  dictionaryItemResource,
  processTypeResource,
  processTemplateResource,
  processListResource,
  majorResource,
  projectRoleResource,
  dutyResource,
  projectCodeResource,
  projectResource,
  projectContractResource,
  projectOrganResource,
  projectMemberResource,
  projectStageResource,
  reportResource,
  myReportResource,
  mroItemResource,
  mroRequestResource,
  // new:screen definitions: `pnpm new:screen` adds a definition above this line (CONTRIBUTING.md).
];

const BY_NAME = new Map(RESOURCE_DEFINITIONS.map((definition) => [definition.name, definition]));

/** The definition named `name` (a row's `resource` in the logs), or `undefined` when there is none. */
export function definitionOf(name: string): ResourceDefinition | undefined {
  return BY_NAME.get(name);
}
