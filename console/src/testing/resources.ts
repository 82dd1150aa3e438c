import { defineResource, Id, type ResourceFilter, type ResourceMessages } from '@workbench/contracts';
import { Type, type TProperties } from 'typebox';

/** What a {@link namedTestResource} has besides the list of names: its filters and their fields. */
interface NamedTestResourceParts {
  filters?: TProperties;
  filterFields?: readonly ResourceFilter<string>[];
}

/**
 * A resource definition for a component test (docs/architecture.md, "Resources"): entries with an
 * `id` and a `name`, read and written under `/test/<name>` with the codes `<name>:read` and
 * `<name>:write`, listed in one column, `name` (the row header), and sorted by it; no operation
 * besides list and detail, and no form field. `messages` holds its texts, `name` and the resource's
 * own name (its `title`) included; `parts` its list's filters and their fields, if any.
 */
export function namedTestResource(
  name: string,
  messages: ResourceMessages<string>,
  parts: NamedTestResourceParts = {},
) {
  return defineResource({
    name,
    menuUrl: `${name}Manage`,
    label: { zh: name, en: name },
    basePath: `/test/${name}`,
    permissions: { read: `${name}:read`, write: `${name}:write` },
    operations: [],
    idKey: 'id',
    titleKey: 'name',
    row: Type.Object({ id: Type.Integer(), name: Type.String() }),
    create: Type.Object({}),
    update: Type.Object({ id: Id }),
    filters: parts.filters ?? {},
    sortKeys: ['name'],
    defaultSort: { key: 'name', order: 'asc' },
    title: name,
    columns: [{ key: 'name', label: 'name', isRowHeader: true }],
    fields: [],
    filterFields: parts.filterFields ?? [],
    messages,
  });
}
