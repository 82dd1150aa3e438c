import { useState } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';
import { StoryFrame } from '../../stories/story-frame';
import type { Play } from '../../stories/play';
import { Button } from '../button/button';
import { ToastRegion } from '../toast/toast';
import { ConfirmAction } from './confirm-action';

export default {
  title: 'Components/ConfirmAction',
  component: ConfirmAction,
};

interface Secret {
  name: string;
  prefix: string;
}

interface ConfirmActionStoryArgs {
  lang: 'zh-CN' | 'en';
  theme?: 'light' | 'dark';
  revoke: string;
  title: string;
  description: string;
  cancel: string;
  done: string;
  region: string;
  close: string;
}

/** Two secrets, each with a revoke button that asks first and says when it is done; the action takes 600 ms. */
function Secrets({ lang, theme, revoke, title, description, cancel, done, region, close }: ConfirmActionStoryArgs) {
  const [secrets, setSecrets] = useState<Secret[]>([
    { name: 'ERP sync', prefix: 'xsVc4bKq' },
    { name: 'Invoice bot', prefix: 'Q2mT0pLa' },
  ]);
  const [revoking, setRevoking] = useState<Secret | null>(null);
  return (
    <StoryFrame lang={lang} theme={theme} className="flex h-80 flex-col items-start gap-2">
      <ul className="flex flex-col gap-2">
        {secrets.map((secret) => (
          <li key={secret.prefix} className="flex items-center gap-3">
            <span className="w-28">{secret.name}</span>
            <code translate="no">{secret.prefix}</code>
            <Button
              size="sm"
              variant="outline"
              aria-label={`${revoke} ${secret.name}`}
              onPress={() => setRevoking(secret)}
            >
              {revoke}
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmAction
        target={revoking}
        onClose={() => setRevoking(null)}
        tone="destructive"
        title={title}
        description={(secret) => description.replace('{name}', secret.name).replace('{prefix}', secret.prefix)}
        confirmLabel={revoke}
        cancelLabel={cancel}
        action={async (secret) => {
          await new Promise((done) => setTimeout(done, 600));
          setSecrets((list) => list.filter((item) => item !== secret));
        }}
        success={(secret) => done.replace('{name}', secret.name)}
      />
      <ToastRegion label={region} closeLabel={close} />
    </StoryFrame>
  );
}

const EN: ConfirmActionStoryArgs = {
  lang: 'en',
  revoke: 'Revoke',
  title: 'Revoke this secret?',
  description: 'Calls signed with “{name}” ({prefix}…) are refused from now on.',
  cancel: 'Cancel',
  done: 'Revoked “{name}”',
  region: 'Notifications',
  close: 'Close',
};

export const RevokeASecret = (args: ConfirmActionStoryArgs) => <Secrets {...args} />;
RevokeASecret.args = EN;

export const ChineseDark = (args: ConfirmActionStoryArgs) => <Secrets {...args} />;
ChineseDark.args = {
  lang: 'zh-CN',
  theme: 'dark',
  revoke: '吊销',
  title: '吊销这个密钥？',
  description: '此后以「{name}」（{prefix}…）签名的调用都将被拒绝。',
  cancel: '取消',
  done: '已吊销「{name}」',
  region: '通知',
  close: '关闭',
} satisfies ConfirmActionStoryArgs;

/**
 * Keyboard path (APG alert dialog): Enter on a row's button opens the dialog naming the secret,
 * with focus on Cancel; Tab, Enter confirms; the row goes, a polite status says so, the dialog closes.
 */
RevokeASecret.play = (async ({ canvas, userEvent }) => {
  await userEvent.tab();
  await expect(canvas.getByRole('button', { name: 'Revoke ERP sync' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('alertdialog', { name: 'Revoke this secret?' });
  await expect(dialog).toHaveAccessibleDescription('Calls signed with “ERP sync” (xsVc4bKq…) are refused from now on.');
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Revoked “ERP sync”'));
  await waitFor(() =>
    expect(screen.queryByRole('alertdialog', { name: 'Revoke this secret?' })).not.toBeInTheDocument(),
  );
  await expect(canvas.queryByRole('button', { name: 'Revoke ERP sync' })).not.toBeInTheDocument();
}) satisfies Play;
