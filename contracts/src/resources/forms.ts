/**
 * The resources whose forms take form permissions (docs/screens.md, "Access"): every definition
 * with add or edit fields. A role's access to each field is kept by the resource's `name`.
 */
import type { ResourceDefinition } from '../resource';
import { roleResource, roleTypeResource } from './access';
import { companyResource } from './company';
import { personResource } from './person';
import { unitResource } from './unit';

/** The definitions whose form fields a role may hide or make read-only, in menu order. */
export const FORM_RESOURCES: readonly ResourceDefinition[] = [
  companyResource,
  unitResource,
  personResource,
  roleTypeResource,
  roleResource,
];
