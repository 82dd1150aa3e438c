import { useState } from 'react';
import type { ValidationResult } from 'react-aria-components';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../components/button/button';
import { Form } from '../components/form/form';
import { NumberField } from '../components/number-field/number-field';
import { TextField } from '../components/text-field/text-field';
import { storyLanguage } from '../stories/language';
import type { Play } from '../stories/play';
import { StoryFrame } from '../stories/story-frame';

export default {
  title: 'Patterns/Resource form',
  parameters: {
    docs: {
      description: {
        component:
          "The console's create and edit form: the browser checks required fields first; the server's answer to a submit may carry field errors (docs/wire-protocol.md), which the form shows under their fields through `validationErrors` (tied with `aria-describedby`, `aria-invalid`) while the submit button is pending no longer. Editing a field and leaving it clears its error; a clean answer says so in a polite status.",
      },
    },
  },
};

const TEXT = {
  zh: {
    form: '新增公司',
    code: '公司编码',
    name: '公司名称',
    staff: '员工人数',
    more: '增加',
    less: '减少',
    required: '请填写此项',
    taken: (code: string) => `编码 ${code} 已被使用`,
    submit: '保存',
    saved: '已保存',
  },
  en: {
    form: 'New company',
    code: 'Company code',
    name: 'Company name',
    staff: 'Staff',
    more: 'Increase',
    less: 'Decrease',
    required: 'Fill in this field',
    taken: (code: string) => `Code ${code} is already in use`,
    submit: 'Save',
    saved: 'Saved',
  },
};

/** A stand-in for the server: code `HQ` is taken, as a unique-key conflict would answer. */
async function save(values: Record<string, FormDataEntryValue>, lang: 'zh' | 'en'): Promise<Record<string, string>> {
  await new Promise((resolve) => setTimeout(resolve, 50));
  const code = String(values.code ?? '');
  return code.toUpperCase() === 'HQ' ? { code: TEXT[lang].taken(code) } : {};
}

function CompanyForm({ lang }: { lang: 'zh' | 'en' }) {
  const t = TEXT[lang];
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState(false);
  // The browser's "required" in our words; any other error (the server's) as the server wrote it.
  const message = ({ validationDetails, validationErrors }: ValidationResult) =>
    validationDetails.valueMissing ? t.required : validationErrors.join(' ');
  return (
    <StoryFrame lang={lang === 'zh' ? 'zh-CN' : 'en'} className="max-w-sm">
      <Form
        aria-label={t.form}
        validationErrors={errors}
        onSubmit={async (event) => {
          event.preventDefault();
          setPending(true);
          setSaved(false);
          const found = await save(Object.fromEntries(new FormData(event.currentTarget)), lang);
          setErrors(found);
          setSaved(Object.keys(found).length === 0);
          setPending(false);
        }}
      >
        <TextField label={t.code} name="code" isRequired errorMessage={message} />
        <TextField label={t.name} name="name" isRequired errorMessage={message} />
        <NumberField label={t.staff} name="staff" incrementLabel={t.more} decrementLabel={t.less} defaultValue={10} />
        <Button type="submit" className="w-fit" isPending={pending}>
          {t.submit}
        </Button>
        <p role="status" className="text-sm text-success-text">
          {saved ? t.saved : ''}
        </p>
      </Form>
    </StoryFrame>
  );
}

export const ServerFieldErrors = (_args: object, context?: { globals?: Record<string, unknown> }) => (
  <CompanyForm lang={storyLanguage(context)} />
);

/**
 * Keyboard path: fill the form, submit with Enter; the server's error shows under its field; fix
 * the field and submit again, and the status says it is saved.
 */
ServerFieldErrors.play = (async ({ canvas, userEvent, globals }) => {
  const t = TEXT[storyLanguage({ globals })];
  const code = canvas.getByRole('textbox', { name: t.code });
  await userEvent.tab();
  await expect(code).toHaveFocus();
  await userEvent.keyboard('HQ');
  await userEvent.tab();
  await userEvent.keyboard('Group head office{Enter}');
  await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
  await expect(code).toHaveAccessibleDescription(t.taken('HQ'));
  await expect(canvas.getByRole('status')).toHaveTextContent('');
  await userEvent.tab({ shift: true });
  await expect(code).toHaveFocus();
  await userEvent.keyboard('{Backspace}{Backspace}SZ');
  await userEvent.tab();
  await expect(code).not.toHaveAttribute('aria-invalid', 'true');
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(t.saved));
}) satisfies Play;
