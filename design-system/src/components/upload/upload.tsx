import { ImageUp } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type * as React from 'react';
import { DropZone, FileTrigger, Text, type DropItem } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { composeClassName } from '../../lib/compose-class-name';
import { focusRing } from '../../lib/focus-ring';
import { Button } from '../button/button';

/** What a file must meet (docs/behaviour.md, "Validation", logo: JPG/JPEG/PNG/BMP, under 5 MB, 80x80). */
interface UploadRules {
  /** File extensions (`.png`) and MIME types (`image/png`, `image/*`); a file passes when it matches one. Omit to accept any. */
  accept?: readonly string[];
  /** Largest size in bytes; a bigger file fails with `tooLarge` (5 MB = `5 * 1024 * 1024`). */
  maxBytes?: number;
  /** Exact width in px; needs `height` too. */
  width?: number;
  /** Exact height in px; needs `width` too. */
  height?: number;
}

/** One reason a file was refused, with the limit and the actual value for the message. */
type UploadFailure =
  | { kind: 'wrongType'; accept: readonly string[]; type: string; name: string }
  | { kind: 'tooLarge'; maxBytes: number; bytes: number }
  | { kind: 'wrongDimensions'; width: number; height: number; actualWidth: number | null; actualHeight: number | null };

/** Reads an image's size in px; rejects when the file is not a readable image. */
type DimensionReader = (file: Blob) => Promise<{ width: number; height: number }>;

/** Messages of {@link Upload}, one per failure (translated by the caller; format sizes with `Intl`). */
interface UploadMessages {
  /** e.g. `({accept}) => \`仅支持 ${accept.join('/')} 格式\``. */
  wrongType: (failure: Extract<UploadFailure, { kind: 'wrongType' }>) => string;
  /** e.g. `({maxBytes, bytes}) => \`File is ${mb(bytes)}; the limit is ${mb(maxBytes)}\``. */
  tooLarge: (failure: Extract<UploadFailure, { kind: 'tooLarge' }>) => string;
  /** e.g. `({width, height, actualWidth, actualHeight}) => \`须为 ${width}×${height} 像素，当前 ${actualWidth}×${actualHeight}\``. */
  wrongDimensions: (failure: Extract<UploadFailure, { kind: 'wrongDimensions' }>) => string;
}

/** Texts of {@link Upload} other than the failure messages (translated by the caller). */
interface UploadLabels {
  /** The button that opens the file chooser, e.g. "上传 Logo" / "Upload logo". */
  trigger: string;
  /** The drop zone's text and accessible name, e.g. "或将图片拖到此处" / "or drop an image here". */
  dropZone: string;
  /** The rules in words under the control, e.g. "JPG/JPEG/PNG/BMP，小于 5 MB，80×80 像素". */
  hint?: string;
  /** `alt` of the preview image, e.g. "Logo 预览" / "Logo preview". */
  previewAlt: string;
}

/** Props of {@link Upload}. */
interface UploadProps extends UploadRules, Omit<React.ComponentProps<'div'>, 'onChange'> {
  /** Failure messages. */
  messages: UploadMessages;
  /** Other texts. */
  labels: UploadLabels;
  /** Called with a file that passed every rule (its preview shows). */
  onAccept?: (file: File) => void;
  /** Called with a refused file and every failure found (each shows its message). */
  onReject?: (file: File, failures: UploadFailure[]) => void;
  /**
   * Reads image dimensions (tests inject one; jsdom decodes no images).
   * @default readImageDimensions (createImageBitmap, else an `Image`)
   */
  readDimensions?: DimensionReader;
  /** An image to preview at first, e.g. the company's current logo URL. */
  defaultPreviewUrl?: string;
  /** Failures to show at first, e.g. a refusal reported by the server. */
  defaultFailures?: UploadFailure[];
  /**
   * A message from outside the file checks, e.g. the caller's reading of the image header or a
   * server refusal of the field: shown after the failures and, like them, linked to the button
   * with `aria-describedby` (WCAG 3.3.1), so the error is on its field for a screen reader too.
   */
  errorMessage?: string;
  /**
   * Disables the button and the drop zone.
   * @default false
   */
  isDisabled?: boolean;
}

/** Reads an image's size with `createImageBitmap`, or an `Image` element where that is missing. */
const readImageDimensions: DimensionReader = async (file) => {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  }
  const url = URL.createObjectURL(file);
  try {
    return await new Promise((resolve, reject) => {
      const image = new Image();
      image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
      image.onerror = () => reject(new Error('not an image'));
      image.src = url;
    });
  } finally {
    URL.revokeObjectURL(url);
  }
};

/** Whether a file matches an accept entry: an extension (`.png`), a MIME type (`image/png`) or a wildcard (`image/*`). */
function matchesAccept(file: { name: string; type: string }, entry: string): boolean {
  const rule = entry.trim().toLowerCase();
  if (rule.startsWith('.')) return file.name.toLowerCase().endsWith(rule);
  const type = file.type.toLowerCase();
  if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
  return type === rule;
}

/**
 * Checks a file against the rules (pure apart from reading the image size) and returns every failure, empty when
 * the file passes. Dimensions are read only when the type passes and `width` and `height` are set; an unreadable
 * image fails `wrongDimensions` with `null` actual values.
 *
 * @param file - the chosen or dropped file.
 * @param rules - accept, maxBytes (fails when `size > maxBytes`), width and height (exact, px).
 * @param readDimensions - reads the image size. @default readImageDimensions
 */
async function validateUpload(
  file: File,
  rules: UploadRules,
  readDimensions: DimensionReader = readImageDimensions,
): Promise<UploadFailure[]> {
  const failures: UploadFailure[] = [];
  const typeOk = !rules.accept?.length || rules.accept.some((entry) => matchesAccept(file, entry));
  if (!typeOk) failures.push({ kind: 'wrongType', accept: rules.accept ?? [], type: file.type, name: file.name });
  if (rules.maxBytes !== undefined && file.size > rules.maxBytes) {
    failures.push({ kind: 'tooLarge', maxBytes: rules.maxBytes, bytes: file.size });
  }
  if (typeOk && rules.width !== undefined && rules.height !== undefined) {
    const size = await readDimensions(file).catch(() => null);
    if (!size || size.width !== rules.width || size.height !== rules.height) {
      failures.push({
        kind: 'wrongDimensions',
        width: rules.width,
        height: rules.height,
        actualWidth: size?.width ?? null,
        actualHeight: size?.height ?? null,
      });
    }
  }
  return failures;
}

/**
 * A file upload for one image (e.g. the company logo, docs/behaviour.md, "Validation"): a button that opens the file chooser and a
 * drop zone, validation by {@link validateUpload} with one message per failure (listed in an alert, and linked to
 * the button with `aria-describedby`), and a preview of the accepted image. Keyboard: Tab to the button, Enter or
 * Space opens the chooser; the drop zone also takes a paste. Primitives: react-aria-components `FileTrigger` and
 * `DropZone`, and the library `Button`.
 */
function Upload({
  accept,
  maxBytes,
  width,
  height,
  messages,
  labels,
  onAccept,
  onReject,
  readDimensions = readImageDimensions,
  defaultPreviewUrl,
  defaultFailures = [],
  errorMessage,
  isDisabled = false,
  className,
  ...props
}: UploadProps) {
  const [failures, setFailures] = useState<UploadFailure[]>(defaultFailures);
  const [file, setFile] = useState<File | null>(null);
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  const hintId = useId();
  const errorId = useId();

  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(file);
    setObjectUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const check = async (candidate: File) => {
    const found = await validateUpload(candidate, { accept, maxBytes, width, height }, readDimensions);
    setFailures(found);
    if (found.length === 0) {
      setFile(candidate);
      onAccept?.(candidate);
    } else {
      onReject?.(candidate, found);
    }
  };

  const onDrop = async (items: DropItem[]) => {
    const item = items.find((entry) => entry.kind === 'file');
    if (item?.kind === 'file') await check(await item.getFile());
  };

  const previewUrl = file ? objectUrl : (defaultPreviewUrl ?? null);
  const message = (failure: UploadFailure) =>
    failure.kind === 'wrongType'
      ? messages.wrongType(failure)
      : failure.kind === 'tooLarge'
        ? messages.tooLarge(failure)
        : messages.wrongDimensions(failure);
  const hasErrors = failures.length > 0 || Boolean(errorMessage);
  const describedBy = [labels.hint ? hintId : null, hasErrors ? errorId : null].filter(Boolean).join(' ');

  return (
    <div data-slot="upload" className={cn('flex flex-col gap-2 text-sm', className)} {...props}>
      <div data-slot="upload-row" className="flex items-start gap-4">
        <DropZone
          data-slot="upload-drop-zone"
          aria-label={labels.dropZone}
          isDisabled={isDisabled}
          onDrop={(event) => void onDrop(event.items)}
          className={composeClassName(undefined, [
            'flex min-h-24 flex-1 flex-col items-center justify-center gap-2 rounded-md border border-dashed border-input bg-surface p-4 text-center text-surface-foreground',
            'disabled:opacity-50 drop-target:border-primary drop-target:bg-accent',
            hasErrors && 'border-destructive-text',
            focusRing,
          ])}
        >
          <FileTrigger
            acceptedFileTypes={accept ? [...accept] : undefined}
            onSelect={(list) => {
              const chosen = list?.[0];
              if (chosen) void check(chosen);
            }}
          >
            <Button
              data-slot="upload-trigger"
              variant="outline"
              isDisabled={isDisabled}
              aria-describedby={describedBy || undefined}
            >
              <ImageUp aria-hidden="true" />
              {labels.trigger}
            </Button>
          </FileTrigger>
          <Text slot="label" data-slot="upload-drop-label" className="text-muted-foreground">
            {labels.dropZone}
          </Text>
        </DropZone>
        {previewUrl ? (
          <img
            data-slot="upload-preview"
            src={previewUrl}
            alt={labels.previewAlt}
            width={width ?? 80}
            height={height ?? 80}
            className="shrink-0 rounded-md border border-border bg-surface object-contain"
          />
        ) : null}
      </div>
      {labels.hint ? (
        <p data-slot="upload-hint" id={hintId} className="text-xs text-muted-foreground">
          {labels.hint}
        </p>
      ) : null}
      <div data-slot="upload-errors" id={errorId} role="alert" className="text-xs text-destructive-text">
        {hasErrors ? (
          <ul data-slot="upload-error-list" className="flex list-none flex-col gap-0.5">
            {failures.map((failure) => (
              <li key={failure.kind} data-slot="upload-error">
                {message(failure)}
              </li>
            ))}
            {errorMessage ? <li data-slot="upload-error">{errorMessage}</li> : null}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

export {
  Upload,
  readImageDimensions,
  validateUpload,
  type DimensionReader,
  type UploadFailure,
  type UploadLabels,
  type UploadMessages,
  type UploadProps,
  type UploadRules,
};
