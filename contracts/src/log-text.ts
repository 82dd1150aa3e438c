/**
 * The logs in people's words (docs/screens.md, "Log manage"): which fields of an operate-log
 * entry the comparison shows, under which labels and in which format, and the conditions of a
 * search-log entry as labelled filters. Everything comes from the resource definitions, so a new
 * screen's log reads right without code of its own.
 */
import type { ColumnFormat, Lang, ResourceColumn, ResourceDefinition } from './resource';
import { OPERATE_LOG_PAYLOAD } from './resources/logs';
import { definitionOf, operateLogResource, searchLogResource } from './resources/registry';
import { describeRoute } from './route-words';

/** A text in both languages, as a log stores a name it resolved when it was written. */
export type Localised<T = string> = Record<Lang, T>;

/** Whether `value` is a {@link Localised} pair (`{zh, en}`, strings or lists of strings). */
export function isLocalised(value: unknown): value is Localised<string | string[]> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { zh, en } = value as Record<string, unknown>;
  const text = (part: unknown) =>
    typeof part === 'string' || (Array.isArray(part) && part.every((item) => typeof item === 'string'));
  return Object.keys(value).length === 2 && text(zh) && text(en);
}

/** `text` with each `{name}` replaced by `values[name]` (the definitions' messages use no other ICU syntax). */
export function fillMessage(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** The message `id` of `definition` in `lang`, filled with `values`; the id itself when it has none. */
function message(
  definition: ResourceDefinition,
  lang: Lang,
  id: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const messages = definition.messages[lang] as Record<string, string>;
  return fillMessage(Object.hasOwn(messages, id) ? (messages[id] ?? id) : id, values);
}

/** One line of an operate-log entry's comparison. */
export interface ComparedField {
  /** The field's key in the logged row. */
  key: string;
  /** Its label in the reader's language; the key itself for a field the definition no longer has. */
  label: string;
  /** A field the definition no longer has (nor the operate log's own words): shown by its key, marked. */
  removed: boolean;
  /** How the list would show its values (dates, money, flags, images, lists; `text` otherwise). */
  format: ColumnFormat;
  /**
   * The words of a value where the definition or the log has them (an enumeration's label, a
   * route in words, a form's field permissions); `undefined` to show the value by `format`.
   */
  word?: (value: unknown) => string | undefined;
}

/** The keys of `value` when it is an object (a logged row), else none. */
function keysOf(value: unknown): string[] {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.keys(value) : [];
}

/** The words of the values of `column` (its `valueLabels`) in `lang`. */
function valueWords(definition: ResourceDefinition, lang: Lang, labels: Readonly<Record<string, string>> | undefined) {
  if (!labels) return undefined;
  return (value: unknown) => {
    const id = labels[String(value)];
    return id === undefined ? undefined : message(definition, lang, id);
  };
}

/** The field permissions `{field: access}` of `resource`'s form in words: "账号：只读 · 手机号码：隐藏". */
function fieldAccessWords(resource: unknown, lang: Lang) {
  const form = typeof resource === 'string' ? definitionOf(resource) : undefined;
  return (value: unknown) => {
    const entries = Object.entries(typeof value === 'object' && value !== null ? value : {});
    const log = searchLogResource;
    if (entries.length === 0) return undefined;
    return entries
      .map(([field, access]) => {
        const label = form?.fields.find((candidate) => candidate.key === field)?.label;
        return message(log, lang, 'condition', {
          label: form && label ? message(form, lang, label) : field,
          value: message(operateLogResource, lang, `fieldAccess.${String(access)}`),
        });
      })
      .join(message(log, lang, 'conditionSeparator'));
  };
}

/**
 * The lines of the comparison of an operate-log entry of `resource` with rows `before` and
 * `after` (docs/screens.md, "Log manage"), in this order:
 * 1. the definition's columns and details present in either row, labelled and formatted as the
 *    list does (enumerations by their labels);
 * 2. its form fields besides those, by their labels (a select's options by theirs); a password, and
 *    an id (`reference`, `unit`) named by a column or detail of the same label or by its `shownBy`,
 *    are left out;
 * 3. any other field of the definition's row is an id or an internal key: left out;
 * 4. the operate log's own fields ({@link OPERATE_LOG_PAYLOAD}) of a refusal, a grant...;
 * 5. a field of none of these (the definition no longer has it): by its key, `removed`.
 */
export function comparedFields(resource: string, before: unknown, after: unknown, lang: Lang): ComparedField[] {
  const present = new Set([...keysOf(before), ...keysOf(after)]);
  const definition = definitionOf(resource);
  const handled = new Set<string>();
  const lines: ComparedField[] = [];
  if (definition) {
    const named = new Set<string>();
    const shown: readonly ResourceColumn<string, string>[] = [...definition.columns, ...(definition.details ?? [])];
    for (const column of shown) {
      named.add(column.label);
      if (!present.has(column.key) || handled.has(column.key)) continue;
      handled.add(column.key);
      lines.push({
        key: column.key,
        label: message(definition, lang, column.label),
        removed: false,
        format: column.format ?? 'text',
        word: valueWords(definition, lang, column.valueLabels),
      });
    }
    for (const field of definition.fields) {
      if (!present.has(field.key) || handled.has(field.key)) continue;
      handled.add(field.key);
      const id = field.input === 'reference' || field.input === 'unit';
      if (field.input === 'password' || field.shownBy || named.has(field.label) || id) continue;
      const options = field.options && Object.fromEntries(field.options.map(({ value, label }) => [value, label]));
      lines.push({
        key: field.key,
        label: message(definition, lang, field.label),
        removed: false,
        format: field.input === 'flag' ? 'flag' : 'text',
        word: valueWords(definition, lang, options),
      });
    }
    for (const key of Object.keys(definition.row.properties ?? {})) handled.add(key);
  }
  const sides = [after, before].map((side) => (typeof side === 'object' && side !== null ? side : {}));
  const formResource = sides.map((side) => (side as Record<string, unknown>)['resource']).find(Boolean);
  for (const { key, label, show } of OPERATE_LOG_PAYLOAD.shown) {
    if (!present.has(key) || handled.has(key)) continue;
    handled.add(key);
    lines.push({
      key,
      label: message(operateLogResource, lang, label),
      removed: false,
      format: show === 'flag' ? 'flag' : 'text',
      word:
        show === 'route'
          ? (value) => (typeof value === 'string' ? describeRoute(value, lang) : undefined)
          : show === 'resource'
            ? (value) => {
                const id = `resource.${String(value)}`;
                return Object.hasOwn(operateLogResource.messages[lang], id)
                  ? message(operateLogResource, lang, id)
                  : undefined;
              }
            : show === 'fieldAccess'
              ? fieldAccessWords(formResource, lang)
              : undefined,
    });
  }
  for (const key of OPERATE_LOG_PAYLOAD.hidden) handled.add(key);
  for (const key of present) {
    if (!handled.has(key)) lines.push({ key, label: key, removed: true, format: 'text' });
  }
  return lines;
}

/** A day of a time bound (epoch ms) as `yyyy-MM-dd` in China time (UTC+8), the day the console's date filter chose. */
function dayOf(time: number): string {
  return new Date(time + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** The query fields that page and sort a list: not conditions. */
const PAGING = new Set(['pageNum', 'pageSize', 'sortKey', 'order']);

/**
 * The filters and sort of a search of `resource`'s list, `query` as the list call took it, in
 * `lang` (docs/screens.md, "Log manage"): "部门：采购部 · 状态：启用 · 按创建时间降序". Each
 * filter of the definition's filter bar by its label, in the bar's order; a keyword quoted, a select's value by its
 * option's label, a day for a time bound, and a unit, a reference or a dictionary item by the name
 * in `names` (resolved when the search was logged; the value itself when none was found). A
 * filter with no place in the filter bar (one a screen fixes) is left out; a filter the definition
 * no longer has is shown by its key, marked. Paging is not a condition.
 */
export function searchConditions(
  resource: string,
  query: Readonly<Record<string, unknown>>,
  names: Readonly<Record<string, Localised>>,
  lang: Lang,
): string {
  const definition = definitionOf(resource);
  const log = searchLogResource;
  const parts: string[] = [];
  const condition = (label: string, value: string) => message(log, lang, 'condition', { label, value });
  // In the filter bar's order (a stored query's keys come back in any order), then the rest.
  const order = definition?.filterFields.map((filter) => filter.key) ?? [];
  const keys = [...order.filter((key) => key in query), ...Object.keys(query).filter((key) => !order.includes(key))];
  for (const key of keys) {
    const raw = query[key];
    if (PAGING.has(key) || raw === undefined || raw === null || raw === '') continue;
    const text = String(raw);
    const filter = definition?.filterFields.find((candidate) => candidate.key === key);
    if (!definition || !(key in definition.filters)) {
      parts.push(condition(message(log, lang, 'removedCondition', { key }), text));
      continue;
    }
    if (!filter) continue;
    const label = message(definition, lang, filter.label);
    const option = filter.options?.find((candidate) => candidate.value === text);
    const value =
      filter.input === 'search'
        ? message(log, lang, 'quoted', { text })
        : filter.input === 'from' || filter.input === 'to'
          ? dayOf(Number(raw))
          : option
            ? message(definition, lang, option.label)
            : (names[key]?.[lang] ?? text);
    parts.push(condition(label, value));
  }
  const sortKey = query['sortKey'];
  if (typeof sortKey === 'string' && sortKey) {
    const column = definition?.columns.find((candidate) => candidate.key === sortKey);
    const id = query['order'] === 'desc' ? 'sortDesc' : 'sortAsc';
    parts.push(
      message(log, lang, id, { column: definition && column ? message(definition, lang, column.label) : sortKey }),
    );
  }
  return parts.length ? parts.join(message(log, lang, 'conditionSeparator')) : message(log, lang, 'noConditions');
}
