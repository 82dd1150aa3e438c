import { Upload } from '@workbench/design-system';
import { useState } from 'react';
import type { KeyedMutator } from 'swr';
import type { UserDetail } from '../../../api/user-info';
import { useT } from '../../../i18n';
import { notify } from '../../../stores/feedback';
import { readAsDataUrl } from '../../../lib/read-file';
import { AVATAR_RULES, updateAvatar } from '../api/update-avatar';

/** Bytes as megabytes with one decimal, for the upload messages. */
function megabytes(bytes: number): string {
  return new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024);
}

/**
 * Uploads the person's avatar: JPG/JPEG/PNG/BMP, at most 5 MB, 80 x 80 px (checked by the design
 * system's `Upload` before anything is sent), posted as a `data:` URL. After a save the user
 * detail is updated (the top bar's avatar) and the preview shows the stored image.
 */
export function AvatarForm({ avatarUrl, mutate }: { avatarUrl: string | null; mutate: KeyedMutator<UserDetail> }) {
  const t = useT();
  const [pending, setPending] = useState(false);
  // The preview of a freshly chosen file is a blob: URL, which the page's CSP does not load; a
  // remount after the save shows the stored data: URL instead.
  const [generation, setGeneration] = useState(0);

  async function save(file: File) {
    setPending(true);
    try {
      const saved = await updateAvatar(await readAsDataUrl(file));
      notify({ tone: 'success', key: 'personal.avatar.saved' });
      await mutate(
        (current) => current && { ...current, userInfo: { ...current.userInfo, avatarUrl: saved.avatarUrl } },
        { revalidate: false },
      );
    } catch {
      // The API client has shown the server's message (or the file could not be read).
    } finally {
      setPending(false);
      setGeneration((value) => value + 1);
    }
  }

  return (
    <Upload
      key={generation}
      {...AVATAR_RULES}
      accept={AVATAR_RULES.accept}
      isDisabled={pending}
      defaultPreviewUrl={avatarUrl ?? undefined}
      onAccept={(file) => void save(file)}
      labels={{
        trigger: t('personal.avatar.trigger'),
        dropZone: t('personal.avatar.dropZone'),
        hint: t('personal.avatar.hint'),
        previewAlt: t('personal.avatar.preview'),
      }}
      messages={{
        wrongType: () => t('personal.avatar.wrongType'),
        tooLarge: ({ maxBytes, bytes }) =>
          t('personal.avatar.tooLarge', { size: megabytes(bytes), max: megabytes(maxBytes) }),
        wrongDimensions: ({ width, height, actualWidth, actualHeight }) =>
          actualWidth === null || actualHeight === null
            ? t('personal.avatar.unreadable')
            : t('personal.avatar.wrongDimensions', { width, height, actualWidth, actualHeight }),
      }}
    />
  );
}
