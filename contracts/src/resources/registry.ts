/**
 * Every resource definition, by its `name` (docs/architecture.md, "One registry"): what reads a
 * row, a filter or a route of any resource without knowing which one it is (the operate log's
 * comparison, the search log's conditions, the routes of a resource in words) finds the
 * definition here.
 */
import type { ResourceDefinition } from '../resource';
import { SCREENS_BESIDE_DEFINITIONS } from '../screens';
import { roleResource, roleTypeResource } from './access';
import { announcementResource } from './announcement';
import { appResource } from './app';
import { companyResource } from './company';
import { databaseAddressResource, serverAddressResource } from './connection';
import { dictionaryItemResource, dictionaryTypeResource } from './dictionary';
import { logResources } from './logs';
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

/** Every resource definition but the logs', in no particular order. */
const DEFINITIONS = [
  companyResource,
  unitResource,
  personResource,
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
] as const satisfies readonly ResourceDefinition[];

/**
 * The operate log and the search log (docs/screens.md, "Log manage"), which name every resource of
 * the registry by its `label`.
 */
export const { operateLogResource, searchLogResource } = logResources(DEFINITIONS);

/** Every resource definition of the contracts, in no particular order. */
export const RESOURCE_DEFINITIONS: readonly ResourceDefinition[] = [
  ...DEFINITIONS,
  operateLogResource,
  searchLogResource,
];

const BY_NAME = new Map(RESOURCE_DEFINITIONS.map((definition) => [definition.name, definition]));

/** The definition named `name` (a row's `resource` in the logs), or `undefined` when there is none. */
export function definitionOf(name: string): ResourceDefinition | undefined {
  return BY_NAME.get(name);
}

/**
 * The screens a menu entry's `url` can name (docs/behaviour.md, "Routes"): the `menuUrl` of every
 * definition, shown by the console's generic list unless a screen module of its own takes the url,
 * and {@link SCREENS_BESIDE_DEFINITIONS}. A group's `url` is `''`, which is none of these.
 */
export const SCREEN_URLS: readonly ScreenUrl[] = [
  ...new Set([
    ...RESOURCE_DEFINITIONS.map((definition) => definition.menuUrl as ScreenUrl),
    ...SCREENS_BESIDE_DEFINITIONS,
  ]),
];

/** The url of a definition's screen: one of the `menuUrl`s of the registry. */
export type DefinitionScreenUrl =
  | (typeof DEFINITIONS)[number]['menuUrl']
  | (typeof operateLogResource)['menuUrl']
  | (typeof searchLogResource)['menuUrl'];

/** One of {@link SCREEN_URLS}. */
export type ScreenUrl = DefinitionScreenUrl | (typeof SCREENS_BESIDE_DEFINITIONS)[number];

/** Whether `url` names a screen of the console ({@link SCREEN_URLS}). */
export function isScreenUrl(url: string): url is ScreenUrl {
  return (SCREEN_URLS as readonly string[]).includes(url);
}
