import {
  personResource,
  processTemplateResource,
  roleResource,
  titleOf,
  MAX_PAGE_SIZE,
  type ProcessStep,
} from '@workbench/contracts';
import { Button, Select, SelectItem, TextField } from '@workbench/design-system';
import { ArrowDown, ArrowUp, Plus, Trash2, X } from 'lucide-react';
import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { ReferenceSelect } from '../../../components/resource/reference-selects';
import type { FieldEditorProps } from '../../../components/resource/resource-form';
import { useResourceText } from '../../../components/resource/resource-text';
import { useResourceList } from '../../../components/resource/use-resource';
import { settingsStore } from '../../../stores/settings';

const RULES = ['role', 'unitHead', 'people'] as const;

/** A new step: named after its place, approved by the head of the applicant's unit until changed. */
const newStep = (n: number): ProcessStep => ({ nameZh: `第${n}步`, nameEn: `Step ${n}`, rule: 'unitHead' });

/**
 * The ordered steps of a process template (the `steps` field of `processTemplateResource`,
 * docs/screens.md, "Approval processes"): each step's names and approver rule (a role, the head
 * of the applicant's unit, or named people), added, removed and moved up or down with buttons
 * named after the step, so all of it works by keyboard. The server checks that each step names
 * someone; its refusal shows under the list (`role="alert"`).
 */
export function StepsEditor({ label, description, value, onChange, error }: FieldEditorProps) {
  const rt = useResourceText(processTemplateResource);
  const headingId = useId();
  const { language } = useSnapshot(settingsStore);
  const { data: people } = useResourceList(personResource, { pageNum: 1, pageSize: MAX_PAGE_SIZE });
  const steps = Array.isArray(value) ? (value as ProcessStep[]) : [];
  const nameOf = (accountId: number) => {
    const row = people?.list.find((person) => person.id === accountId);
    return row ? titleOf(personResource, row, language) : String(accountId);
  };
  const change = (index: number, step: ProcessStep) => onChange(steps.map((s, i) => (i === index ? step : s)));
  const move = (from: number, to: number) => {
    const next = [...steps];
    const [moved] = next.splice(from, 1);
    if (moved) next.splice(to, 0, moved);
    onChange(next);
  };

  return (
    <fieldset aria-labelledby={headingId} className="flex flex-col gap-3">
      <legend id={headingId} className="text-sm font-medium">
        {label}
      </legend>
      {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      <ol className="flex flex-col gap-3">
        {steps.map((step, index) => {
          const n = index + 1;
          return (
            <li key={index} className="flex flex-col gap-2 rounded-md border border-border p-3">
              <span className="text-sm font-medium">{rt('step', { n })}</span>
              <TextField
                label={rt('stepNameZh', { n })}
                isRequired
                maxLength={30}
                value={step.nameZh}
                onChange={(text) => change(index, { ...step, nameZh: text })}
              />
              <TextField
                label={rt('stepNameEn', { n })}
                isRequired
                maxLength={30}
                value={step.nameEn}
                onChange={(text) => change(index, { ...step, nameEn: text })}
              />
              <Select
                label={rt('rule', { n })}
                items={RULES.map((rule) => ({ id: rule, name: rt(`rule.${rule}`) }))}
                selectedKey={step.rule}
                onSelectionChange={(key) => {
                  const rule = RULES.find((r) => r === key) ?? 'unitHead';
                  change(index, {
                    nameZh: step.nameZh,
                    nameEn: step.nameEn,
                    rule,
                    ...(rule === 'people' ? { accountIds: [] } : {}),
                  });
                }}
              >
                {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
              </Select>
              {step.rule === 'role' ? (
                <ReferenceSelect
                  reference={roleResource}
                  label={rt('role', { n })}
                  value={step.roleId ?? null}
                  onChange={(roleId) =>
                    change(index, {
                      nameZh: step.nameZh,
                      nameEn: step.nameEn,
                      rule: 'role',
                      ...(roleId ? { roleId } : {}),
                    })
                  }
                />
              ) : null}
              {step.rule === 'people' ? (
                <div className="flex flex-col gap-2">
                  <ul className="flex flex-wrap gap-2">
                    {(step.accountIds ?? []).map((accountId) => (
                      <li key={accountId}>
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={rt('removePerson', { n, name: nameOf(accountId) })}
                          onPress={() =>
                            change(index, {
                              ...step,
                              accountIds: (step.accountIds ?? []).filter((id) => id !== accountId),
                            })
                          }
                        >
                          {nameOf(accountId)}
                          <X aria-hidden="true" className="size-3" />
                        </Button>
                      </li>
                    ))}
                  </ul>
                  <ReferenceSelect
                    reference={personResource}
                    label={rt('addPerson', { n })}
                    value={null}
                    onChange={(accountId) => {
                      if (accountId === null || step.accountIds?.includes(accountId)) return;
                      change(index, { ...step, accountIds: [...(step.accountIds ?? []), accountId] });
                    }}
                  />
                </div>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  isDisabled={index === 0}
                  aria-label={rt('moveUp', { n })}
                  onPress={() => move(index, index - 1)}
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  isDisabled={index === steps.length - 1}
                  aria-label={rt('moveDown', { n })}
                  onPress={() => move(index, index + 1)}
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={rt('removeStep', { n })}
                  onPress={() => onChange(steps.filter((_, i) => i !== index))}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <Button variant="outline" onPress={() => onChange([...steps, newStep(steps.length + 1)])}>
        <Plus aria-hidden="true" className="size-4" />
        {rt('addStep')}
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-destructive-text">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
