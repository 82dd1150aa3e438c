import { announcementPaths, announcementResource, type RowOf } from '@workbench/contracts';
import { ConfirmAction, FormDialog, TextField } from '@workbench/design-system';
import { useState } from 'react';
import { ResourceListScreen } from '../../../components/resource/resource-list-screen';
import { useResourceText } from '../../../components/resource/resource-text';
import { useResourceMutation } from '../../../components/resource/use-resource';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../stores/feedback';

type Announcement = RowOf<typeof announcementResource>;

/**
 * Asks when to publish `announcement` (a `datetime-local` field, the browser's local time) and
 * schedules it; the server's refusal of a time not after now shows on the field.
 */
function ScheduleDialog({ announcement, onClose }: { announcement: Announcement; onClose: () => void }) {
  const rt = useResourceText(announcementResource);
  const schedule = useResourceMutation(announcementResource, announcementPaths.schedule);
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit() {
    const publishTime = new Date(value).getTime();
    if (Number.isNaN(publishTime)) return;
    try {
      await schedule.trigger({ id: announcement.id, publishTime });
      notify({ tone: 'success', text: rt('scheduled') });
      onClose();
    } catch (error) {
      if (error instanceof ApiError) setErrors({ ...error.fieldErrors });
    }
  }

  return (
    <FormDialog
      title={rt('scheduleTitle', { name: announcement.title })}
      closeLabel={rt('close')}
      validationErrors={errors}
      onClose={onClose}
      onSubmit={() => void submit()}
      cancelLabel={rt('cancel')}
      submitLabel={rt('scheduleSubmit')}
      isPending={schedule.isMutating}
    >
      <TextField
        label={rt('publishTime')}
        name="publishTime"
        type="datetime-local"
        isRequired
        value={value}
        onChange={(text) => {
          setValue(text);
          setErrors({});
        }}
      />
    </FormDialog>
  );
}

/**
 * Announcements (menu `url` `announcement`, docs/screens.md, "Announcements"): the resource's list,
 * add and edit, and per row "publish now", "schedule" (a dialog asking the time) and "withdraw"
 * (confirmed in an alert dialog that names the announcement, APG alert dialog).
 */
export default function AnnouncementScreen({ title }: { title: string }) {
  const rt = useResourceText(announcementResource);
  const publish = useResourceMutation(announcementResource, announcementPaths.publish);
  const withdraw = useResourceMutation(announcementResource, announcementPaths.withdraw);
  const [scheduling, setScheduling] = useState<Announcement | null>(null);
  const [withdrawing, setWithdrawing] = useState<Announcement | null>(null);

  async function publishNow(announcement: Announcement) {
    try {
      await publish.trigger({ id: announcement.id });
      notify({ tone: 'success', text: rt('published') });
    } catch {
      // The API client has shown why (already published).
    }
  }

  return (
    <>
      <ResourceListScreen
        definition={announcementResource}
        title={title}
        rowActions={(announcement) => [
          ...(announcement.state !== 'published'
            ? [
                {
                  id: 'publish',
                  label: rt('publish'),
                  accessibleLabel: rt('publishNamed', { name: announcement.title }),
                  onAction: () => void publishNow(announcement),
                },
                {
                  id: 'schedule',
                  label: rt('schedule'),
                  accessibleLabel: rt('scheduleNamed', { name: announcement.title }),
                  onAction: () => setScheduling(announcement),
                },
              ]
            : []),
          ...(announcement.state === 'published' || announcement.state === 'scheduled'
            ? [
                {
                  id: 'withdraw',
                  label: rt('withdraw'),
                  accessibleLabel: rt('withdrawNamed', { name: announcement.title }),
                  onAction: () => setWithdrawing(announcement),
                  isDestructive: true,
                },
              ]
            : []),
        ]}
      />
      {scheduling ? <ScheduleDialog announcement={scheduling} onClose={() => setScheduling(null)} /> : null}
      <ConfirmAction
        target={withdrawing}
        onClose={() => setWithdrawing(null)}
        tone="destructive"
        title={rt('withdrawTitle')}
        description={(announcement) => rt('withdrawConfirm', { name: announcement.title })}
        confirmLabel={rt('withdraw')}
        cancelLabel={rt('cancel')}
        // A refusal is shown by the API client.
        action={(announcement) => withdraw.trigger({ id: announcement.id })}
        success={rt('withdrawn')}
      />
    </>
  );
}
