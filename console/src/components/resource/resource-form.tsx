import {
  LOGO_EXTENSIONS,
  LOGO_MAX_BYTES,
  LOGO_MEDIA_TYPES,
  LOGO_SIZE_PX,
  accessPaths,
  type ResourceDefinition,
  type ResourceField,
} from '@workbench/contracts';
import {
  Button,
  Form,
  NumberField,
  PasswordField,
  Select,
  SelectItem,
  Switch,
  TextField,
  Upload,
} from '@workbench/design-system';
import { useState, type ReactNode } from 'react';
import type { TSchema } from 'typebox';
import { useT } from '../../i18n';
import { ApiError, useApi } from '../../lib/api-client';
import { notify } from '../../stores/feedback';
import { readAsDataUrl } from '../../lib/read-file';
import { imageDataUrlProblem, isRequired, textProblem } from './field-rules';
import { useResourceText } from './resource-text';
import { DictionarySelect, ReferenceSelect, UnitSelect } from './reference-selects';
import { useResourceMutation } from './use-resource';

/**
 * The value of one form field: text, `Y` / `N`, a unit or row id, `undefined` for "unchanged" /
 * none, or a `custom` field's JSON value.
 */
type FieldValue = string | number | null | undefined | readonly unknown[] | Record<string, unknown>;

/** What the screen's editor of a `custom` field is given: its label, value, setter and refusal. */
export interface FieldEditorProps {
  label: string;
  description?: string | undefined;
  value: unknown;
  onChange: (value: FieldValue) => void;
  /** The server's refusal of the field, in the current language. */
  error?: string | undefined;
}

/** Props of {@link ResourceForm}. */
export interface ResourceFormProps<Row extends Record<string, unknown>> {
  definition: ResourceDefinition;
  /** The row being edited; `null` adds a new one. */
  row: Row | null;
  /** The values a new row starts from (adding only), by field key, e.g. a prefilled quantity; the rest start empty. */
  initial?: Readonly<Partial<Row>>;
  /** Called with the saved row after a successful write. */
  onSaved: (row: Row) => void;
  onCancel: () => void;
  /** The screen's editor of each `custom` field, by field key. */
  editors?: Readonly<Record<string, (props: FieldEditorProps) => ReactNode>>;
}

/**
 * The add and edit form of a resource, made from its definition (docs/architecture.md,
 * "Resources"): one field per definition field for the mode (`on` create, update or both), each
 * checked by the contract's schema as the user leaves it and on submit (required, length,
 * pattern, image type, size and dimensions read from the file), in the current language. The
 * write goes through `useSWRMutation`; a refusal's `fieldErrors` show on their fields
 * (`validationErrors`), and focus moves to the first invalid field (WCAG 3.3.1). Primitive: RAC
 * `Form`.
 */
export function ResourceForm<Row extends Record<string, unknown>>({
  definition,
  row,
  onSaved,
  onCancel,
  editors,
  initial,
}: ResourceFormProps<Row>) {
  const t = useT();
  const rt = useResourceText(definition);
  const mode = row ? 'update' : 'create';
  const body = (row ? definition.update : definition.create) as { properties: Record<string, TSchema> };
  const fields = definition.fields.filter((field) => (field.on ?? 'both') === 'both' || field.on === mode);
  // Form permissions (docs/screens.md, "Access"): hidden fields are left out, read ones shown but
  // not editable; the server refuses a change to either whatever the form sends.
  const { data: access } = useApi<Record<string, 'hidden' | 'read' | 'write'>>(accessPaths.fieldAccess, {
    resource: definition.name,
  });
  const writable = (field: ResourceField<string>) => (access?.[field.key] ?? 'write') === 'write';
  const start: Readonly<Partial<Row>> | null = row ?? initial ?? null;
  const [values, setValues] = useState<Record<string, FieldValue>>(() =>
    Object.fromEntries(
      fields.map((field) => [
        field.key,
        field.input === 'image' || field.input === 'password'
          ? undefined
          : // A field starts from the row, or from its schema's `default` (a custom list, a select's
            // usual choice), or from its input's empty value.
            (((start?.[field.key] ??
              (body.properties[field.key] as { default?: unknown } | undefined)?.default) as FieldValue) ??
            (field.input === 'custom'
              ? undefined
              : field.input === 'flag'
                ? 'N'
                : field.input === 'unit' || field.input === 'reference'
                  ? null
                  : field.input === 'number'
                    ? 0
                    : '')),
      ]),
    ),
  );
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [imageErrors, setImageErrors] = useState<Record<string, string>>({});
  const { trigger, isMutating } = useResourceMutation<ResourceDefinition, Record<string, unknown>, Row>(
    definition,
    row ? definition.paths.update : definition.paths.add,
  );
  const set = (key: string, value: FieldValue) => {
    setValues((current) => ({ ...current, [key]: value }));
    setServerErrors(({ [key]: _dropped, ...rest }) => rest);
  };

  async function submit() {
    if (Object.keys(imageErrors).length > 0) return;
    const payload: Record<string, unknown> = row ? { id: row[definition.idKey] } : {};
    for (const field of fields) {
      // A field the caller may not write keeps the row's value (an update sends it unchanged).
      const value = writable(field) ? values[field.key] : (row?.[field.key] as FieldValue);
      if (value === undefined) continue;
      if (field.input === 'password' && value === '') continue;
      payload[field.key] = typeof value === 'string' && field.input === 'text' ? value.trim() : value;
    }
    try {
      onSaved(await trigger(payload));
      notify({ tone: 'success', key: 'resource.saved' });
    } catch (error) {
      if (error instanceof ApiError) setServerErrors({ ...error.fieldErrors });
    }
  }

  const renderField = (field: ResourceField<string>): ReactNode => {
    const label = rt(field.label);
    const description = field.description ? rt(field.description) : undefined;
    const schema = body.properties[field.key];
    const value = values[field.key];
    switch (field.input) {
      case 'custom':
        return (
          <div key={field.key}>
            {editors?.[field.key]?.({
              label,
              description,
              value,
              onChange: (next) => set(field.key, next),
              error: serverErrors[field.key],
            })}
          </div>
        );
      case 'password':
        return (
          <PasswordField
            key={field.key}
            name={field.key}
            label={label}
            description={description}
            showPasswordLabel={t('resource.showPassword')}
            autoComplete="new-password"
            value={typeof value === 'string' ? value : ''}
            onChange={(text) => set(field.key, text)}
          />
        );
      case 'flag':
        return (
          <div key={field.key} className="flex flex-col gap-1">
            <Switch isSelected={value === 'Y'} onChange={(on) => set(field.key, on ? 'Y' : 'N')}>
              {label}
            </Switch>
            {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
          </div>
        );
      case 'select':
        return (
          <Select
            key={field.key}
            label={label}
            description={description}
            items={(field.options ?? []).map((option) => ({ id: option.value, name: rt(option.label) }))}
            selectedKey={typeof value === 'string' && value ? value : null}
            onSelectionChange={(key) => set(field.key, key === null ? '' : String(key))}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
        );
      case 'unit':
        return (
          <UnitSelect
            key={field.key}
            label={label}
            description={description}
            noneLabel={t('resource.noUnit')}
            value={typeof value === 'number' ? value : null}
            onChange={(unitId) => set(field.key, unitId)}
          />
        );
      case 'reference':
        return field.reference ? (
          <ReferenceSelect
            key={field.key}
            reference={field.reference}
            filters={field.referenceFilters}
            label={label}
            description={description}
            value={typeof value === 'number' ? value : null}
            onChange={(id) => set(field.key, id)}
          />
        ) : null;
      case 'dictionary':
        return field.dictionary ? (
          <DictionarySelect
            key={field.key}
            typeCode={field.dictionary}
            label={label}
            description={description}
            value={typeof value === 'string' ? value : ''}
            onChange={(code) => set(field.key, code)}
          />
        ) : null;
      case 'number': {
        const bounds = (schema ?? {}) as { minimum?: number; maximum?: number };
        return (
          <NumberField
            key={field.key}
            name={field.key}
            label={label}
            description={description}
            minValue={bounds.minimum}
            maxValue={bounds.maximum}
            step={1}
            incrementLabel={t('resource.increase')}
            decrementLabel={t('resource.decrease')}
            value={typeof value === 'number' ? value : 0}
            onChange={(number) => set(field.key, Number.isNaN(number) ? 0 : number)}
          />
        );
      }
      case 'image':
        return (
          <div key={field.key} className="flex flex-col gap-1.5">
            <span className="text-sm font-medium">{label}</span>
            <Upload
              accept={[...LOGO_EXTENSIONS, ...LOGO_MEDIA_TYPES]}
              maxBytes={LOGO_MAX_BYTES}
              width={LOGO_SIZE_PX}
              height={LOGO_SIZE_PX}
              defaultPreviewUrl={typeof row?.['logoUrl'] === 'string' ? (row['logoUrl'] as string) : undefined}
              onAccept={(file) =>
                void readAsDataUrl(file).then((dataUrl) => {
                  const problem = imageDataUrlProblem(dataUrl);
                  setImageErrors(({ [field.key]: _old, ...rest }) =>
                    problem ? { ...rest, [field.key]: t(problem.key, problem.values) } : rest,
                  );
                  set(field.key, problem ? undefined : dataUrl);
                })
              }
              onReject={() => {
                setImageErrors(({ [field.key]: _old, ...rest }) => rest);
                set(field.key, undefined);
              }}
              errorMessage={imageErrors[field.key] ?? serverErrors[field.key]}
              labels={{
                trigger: t('resource.chooseImage'),
                dropZone: t('resource.dropImage'),
                hint: description,
                previewAlt: label,
              }}
              messages={{
                wrongType: () => t('form.imageType'),
                tooLarge: () => t('form.imageSize'),
                wrongDimensions: () => t('form.imageDimensions'),
              }}
            />
          </div>
        );
      default:
        return (
          <TextField
            key={field.key}
            name={field.key}
            label={label}
            description={description}
            isRequired={isRequired(schema)}
            value={typeof value === 'string' ? value : ''}
            onChange={(text) => set(field.key, text)}
            validate={(text) => {
              const problem = textProblem(schema, text);
              return problem ? t(problem.key, problem.values) : null;
            }}
          />
        );
    }
  };

  return (
    <Form
      validationErrors={serverErrors}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {fields
        .filter((field) => access?.[field.key] !== 'hidden')
        .map((field) =>
          writable(field) ? (
            renderField(field)
          ) : field.input === 'text' || field.input === 'password' ? (
            <TextField
              key={field.key}
              name={field.key}
              label={rt(field.label)}
              description={t('resource.readOnlyField')}
              isReadOnly
              value={typeof row?.[field.key] === 'string' ? (row[field.key] as string) : ''}
            />
          ) : (
            // Selects, switches and uploads have no read-only state: a disabled fieldset keeps them unchangeable.
            <fieldset key={field.key} disabled className="contents">
              {renderField(field)}
            </fieldset>
          ),
        )}
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="outline" onPress={onCancel}>
          {t('resource.cancel')}
        </Button>
        <Button type="submit" variant="primary" isPending={isMutating}>
          {t('resource.save')}
        </Button>
      </div>
    </Form>
  );
}
