import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Upload, validateUpload, type UploadMessages, type UploadRules } from './upload';

/** docs/behaviour.md, "Validation": company logo JPG/JPEG/PNG/BMP, under 5 MB, 80x80 px. */
const LOGO: UploadRules = {
  accept: ['.jpg', '.jpeg', '.png', '.bmp'],
  maxBytes: 5 * 1024 * 1024,
  width: 80,
  height: 80,
};
const MB = 1024 * 1024;

const MESSAGES: UploadMessages = {
  wrongType: ({ accept, name }) => `${name}: only ${accept.join(', ')}`,
  tooLarge: ({ maxBytes, bytes }) => `File is ${bytes / MB} MB; the limit is ${maxBytes / MB} MB`,
  wrongDimensions: ({ width, height, actualWidth, actualHeight }) =>
    `Must be ${width}x${height} px, this one is ${actualWidth ?? '?'}x${actualHeight ?? '?'}`,
};
const LABELS = {
  trigger: 'Upload logo',
  dropZone: 'or drop an image here',
  hint: 'JPG/PNG, 80x80',
  previewAlt: 'Logo preview',
};

const file = (name: string, bytes: number, type: string) => new File([new Uint8Array(bytes)], name, { type });
const reader = (width: number, height: number) => vi.fn(async () => ({ width, height }));

describe('validateUpload', () => {
  it('accepts an 80x80 PNG under 5 MB', async () => {
    expect(await validateUpload(file('logo.png', 2048, 'image/png'), LOGO, reader(80, 80))).toEqual([]);
  });

  it('refuses a 6 MB file with tooLarge carrying the limit and the size', async () => {
    expect(await validateUpload(file('logo.jpg', 6 * MB, 'image/jpeg'), LOGO, reader(80, 80))).toEqual([
      { kind: 'tooLarge', maxBytes: 5 * MB, bytes: 6 * MB },
    ]);
  });

  it('refuses an 81x80 image with wrongDimensions carrying both sizes', async () => {
    expect(await validateUpload(file('logo.bmp', 100, 'image/bmp'), LOGO, reader(81, 80))).toEqual([
      { kind: 'wrongDimensions', width: 80, height: 80, actualWidth: 81, actualHeight: 80 },
    ]);
  });

  it('refuses a GIF with wrongType and does not read its size', async () => {
    const read = reader(80, 80);
    const failures = await validateUpload(file('logo.gif', 100, 'image/gif'), LOGO, read);
    expect(failures).toEqual([{ kind: 'wrongType', accept: LOGO.accept, type: 'image/gif', name: 'logo.gif' }]);
    expect(read).not.toHaveBeenCalled();
  });

  it('matches extensions case-insensitively and MIME wildcards', async () => {
    expect(await validateUpload(file('LOGO.JPEG', 1, ''), { accept: ['.jpeg'] })).toEqual([]);
    expect(await validateUpload(file('a', 1, 'image/webp'), { accept: ['image/*'] })).toEqual([]);
  });

  it('reports every failure at once, and an unreadable image as wrongDimensions with unknown size', async () => {
    const broken = vi.fn(async () => Promise.reject(new Error('bad')));
    const failures = await validateUpload(file('logo.png', 6 * MB, 'image/png'), LOGO, broken);
    expect(failures.map((f) => f.kind)).toEqual(['tooLarge', 'wrongDimensions']);
    expect(failures[1]).toMatchObject({ actualWidth: null, actualHeight: null });
  });
});

describe('Upload', { timeout: 30_000 }, () => {
  function renderUpload(read = reader(80, 80), errorMessage?: string) {
    const onAccept = vi.fn();
    const onReject = vi.fn();
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    render(
      <Upload
        {...LOGO}
        messages={MESSAGES}
        labels={LABELS}
        readDimensions={read}
        onAccept={onAccept}
        onReject={onReject}
        errorMessage={errorMessage}
      />,
    );
    return { onAccept, onReject };
  }
  const input = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

  it('is a button reached with Tab that keeps the accept list on its file input', async () => {
    renderUpload();
    const button = screen.getByRole('button', { name: /Upload logo/ });
    // The RAC drop zone puts its own (paste target) stop before the button.
    for (let i = 0; i < 3 && document.activeElement !== button; i += 1) await userEvent.tab();
    expect(button).toHaveFocus();
    expect(input()).toHaveAttribute('accept', '.jpg,.jpeg,.png,.bmp');
    expect(screen.getByRole('button', { name: /Upload logo/ })).toHaveAccessibleDescription('JPG/PNG, 80x80');
  });

  it('previews an accepted image', async () => {
    const { onAccept } = renderUpload();
    await userEvent.upload(input(), file('logo.png', 100, 'image/png'));
    expect(await screen.findByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', 'blob:preview');
    expect(onAccept).toHaveBeenCalled();
  });

  it('shows the tooLarge message for a 6 MB file, linked to the button', async () => {
    const { onReject } = renderUpload();
    await userEvent.upload(input(), file('logo.png', 6 * MB, 'image/png'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('File is 6 MB; the limit is 5 MB'));
    expect(screen.getByRole('button', { name: /Upload logo/ })).toHaveAccessibleDescription(
      'JPG/PNG, 80x80 File is 6 MB; the limit is 5 MB',
    );
    expect(onReject).toHaveBeenCalled();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the wrongDimensions message for an 81x80 image', async () => {
    renderUpload(reader(81, 80));
    await userEvent.upload(input(), file('logo.png', 100, 'image/png'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Must be 80x80 px, this one is 81x80'));
  });

  it('shows an error message from outside the checks (a server refusal) in the alert, linked to the button', () => {
    renderUpload(reader(80, 80), 'The logo must be a JPG, PNG or BMP image.');
    expect(screen.getByRole('alert')).toHaveTextContent('The logo must be a JPG, PNG or BMP image.');
    expect(screen.getByRole('button', { name: /Upload logo/ })).toHaveAccessibleDescription(
      'JPG/PNG, 80x80 The logo must be a JPG, PNG or BMP image.',
    );
  });

  it('shows the wrongType message for a GIF', async () => {
    renderUpload();
    // userEvent.upload honours `accept` by default; turn that off to hand over a file the chooser would hide.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input(), file('logo.gif', 100, 'image/gif'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('logo.gif: only .jpg, .jpeg, .png, .bmp'));
  });
});
