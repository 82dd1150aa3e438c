import { useState } from 'react';
import { expect, screen, waitFor } from 'storybook/test';
import { StoryFrame } from '../../stories/story-frame';
import type { Play } from '../../stories/play';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { FormDialog } from './form-dialog';

export default {
  title: 'Components/FormDialog',
  component: FormDialog,
};

/**
 * A one-field form in a dialog (a unit added under another): the dialog opens on its field, so the
 * first key press types the name and Enter saves. A name already in use comes back as the
 * server's field error, and the dialog stays open with what was typed.
 */
function AddUnit({ lang }: { lang: 'zh' | 'en' }) {
  const zh = lang === 'zh';
  const [saved, setSaved] = useState<string[]>(['采购部']);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const close = () => {
    setOpen(false);
    setName('');
    setErrors({});
  };
  return (
    <StoryFrame lang={zh ? 'zh-CN' : 'en'} className="flex flex-col items-start gap-3">
      <Button onPress={() => setOpen(true)}>{zh ? '新增下级单位' : 'Add a unit under it'}</Button>
      {open ? (
        <FormDialog
          title={zh ? '在“采购部”下新增单位' : 'Add a unit under Purchasing'}
          closeLabel={zh ? '关闭' : 'Close'}
          cancelLabel={zh ? '取消' : 'Cancel'}
          submitLabel={zh ? '保存' : 'Save'}
          validationErrors={errors}
          onClose={close}
          onSubmit={() => {
            if (saved.includes(name)) {
              setErrors({ name: zh ? `名称 ${name} 已被使用` : `The name ${name} is already in use.` });
              return;
            }
            setSaved((list) => [...list, name]);
            close();
          }}
        >
          <TextField
            label={zh ? '单位名称' : 'Unit name'}
            name="name"
            isRequired
            value={name}
            onChange={(text) => {
              setName(text);
              setErrors({});
            }}
          />
        </FormDialog>
      ) : null}
      <ul aria-label={zh ? '已保存的单位' : 'Saved units'} className="text-sm">
        {saved.map((unit) => (
          <li key={unit}>{unit}</li>
        ))}
      </ul>
    </StoryFrame>
  );
}

export const AddsAUnit = () => <AddUnit lang="zh" />;

export const AddsAUnitEnglish = () => <AddUnit lang="en" />;

/**
 * Keyboard path (WAI-ARIA APG, modal dialog with a form): Enter on the trigger opens the dialog on
 * its first field; a name in use is refused under the field and the dialog stays; a new name and
 * Enter save it, the dialog closes and focus returns to the trigger.
 */
AddsAUnit.play = (async ({ canvas, userEvent }) => {
  const trigger = canvas.getByRole('button', { name: '新增下级单位' });
  await userEvent.tab();
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const field = await screen.findByRole('textbox', { name: '单位名称' });
  await waitFor(() => expect(field).toHaveFocus());
  await userEvent.keyboard('采购部{Enter}');
  await expect(await screen.findByText('名称 采购部 已被使用')).toBeVisible();
  await expect(screen.getByRole('dialog', { name: '在“采购部”下新增单位' })).toBeInTheDocument();
  await userEvent.clear(field);
  await userEvent.keyboard('招标组{Enter}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await expect(canvas.getByRole('list', { name: '已保存的单位' })).toHaveTextContent('招标组');
  await waitFor(() => expect(trigger).toHaveFocus());
}) satisfies Play;

/** Escape closes it without saving, and focus returns to the trigger. */
export const EscapeCancels = () => <AddUnit lang="zh" />;

EscapeCancels.play = (async ({ canvas, userEvent }) => {
  const trigger = canvas.getByRole('button', { name: '新增下级单位' });
  await userEvent.click(trigger);
  await screen.findByRole('textbox', { name: '单位名称' });
  await userEvent.keyboard('招标组{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await expect(canvas.getByRole('list', { name: '已保存的单位' })).not.toHaveTextContent('招标组');
  await waitFor(() => expect(trigger).toHaveFocus());
}) satisfies Play;
