import { StoryFrame } from '../../stories/story-frame';
import { Upload, type UploadFailure, type UploadLabels, type UploadMessages, type UploadProps } from './upload';
import { expect, waitFor } from 'storybook/test';
import type { Play } from '../../stories/play';

export default {
  title: 'Components/Upload',
  component: Upload,
};

const LOGO = { accept: ['.jpg', '.jpeg', '.png', '.bmp'], maxBytes: 5 * 1024 * 1024, width: 80, height: 80 };
const mb = (bytes: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
    bytes / 1024 / 1024,
  );

const ZH_MESSAGES: UploadMessages = {
  wrongType: ({ name }) => `${name} 格式不支持，仅支持 JPG/JPEG/PNG/BMP`,
  tooLarge: ({ maxBytes, bytes }) => `文件大小 ${mb(bytes, 'zh-CN')}，须小于 ${mb(maxBytes, 'zh-CN')}`,
  wrongDimensions: ({ width, height, actualWidth, actualHeight }) =>
    actualWidth === null
      ? `无法读取图片尺寸，须为 ${width}×${height} 像素`
      : `图片须为 ${width}×${height} 像素，当前为 ${actualWidth}×${actualHeight}`,
};
const EN_MESSAGES: UploadMessages = {
  wrongType: ({ name }) => `${name} is not supported: use JPG, JPEG, PNG or BMP`,
  tooLarge: ({ maxBytes, bytes }) => `The file is ${mb(bytes, 'en')}; it must be under ${mb(maxBytes, 'en')}`,
  wrongDimensions: ({ width, height, actualWidth, actualHeight }) =>
    actualWidth === null
      ? `Could not read the image size; it must be ${width}×${height} px`
      : `The image must be ${width}×${height} px; this one is ${actualWidth}×${actualHeight}`,
};
const ZH_LABELS: UploadLabels = {
  trigger: '上传 Logo',
  dropZone: '或将图片拖到此处',
  hint: 'JPG/JPEG/PNG/BMP，小于 5 MB，80×80 像素',
  previewAlt: '公司 Logo 预览',
};
const EN_LABELS: UploadLabels = {
  trigger: 'Upload logo',
  dropZone: 'or drop an image here',
  hint: 'JPG, JPEG, PNG or BMP, under 5 MB, 80×80 px',
  previewAlt: 'Company logo preview',
};

/** An 80x80 sample logo drawn as an SVG data URL (a stand-in for the company's current logo). */
const SAMPLE_LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" rx="12" fill="#409EFF"/><text x="40" y="50" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">WB</text></svg>',
)}`;

type StoryProps = Partial<UploadProps> & { lang?: 'zh' | 'en'; theme?: 'light' | 'dark' };

function Demo({ lang = 'zh', theme, ...props }: StoryProps) {
  const zh = lang === 'zh';
  return (
    <StoryFrame lang={zh ? 'zh-CN' : 'en'} theme={theme} className="max-w-lg">
      <Upload {...LOGO} messages={zh ? ZH_MESSAGES : EN_MESSAGES} labels={zh ? ZH_LABELS : EN_LABELS} {...props} />
    </StoryFrame>
  );
}

const ALL_FAILURES: UploadFailure[] = [
  { kind: 'wrongType', accept: LOGO.accept, type: 'image/gif', name: 'logo.gif' },
  { kind: 'tooLarge', maxBytes: LOGO.maxBytes, bytes: 6 * 1024 * 1024 },
];

export const Chinese = (args: StoryProps) => <Demo {...args} />;
Chinese.args = { lang: 'zh' };

export const English = (args: StoryProps) => <Demo {...args} />;
English.args = { lang: 'en' };

export const WithPreview = (args: StoryProps) => <Demo {...args} />;
WithPreview.args = { lang: 'zh', defaultPreviewUrl: SAMPLE_LOGO };

export const TooLarge = (args: StoryProps) => <Demo {...args} />;
TooLarge.args = {
  lang: 'zh',
  defaultFailures: [{ kind: 'tooLarge', maxBytes: LOGO.maxBytes, bytes: 6 * 1024 * 1024 }],
};

export const WrongDimensions = (args: StoryProps) => <Demo {...args} />;
WrongDimensions.args = {
  lang: 'en',
  defaultFailures: [{ kind: 'wrongDimensions', width: 80, height: 80, actualWidth: 81, actualHeight: 80 }],
};

export const WrongTypeAndTooLarge = (args: StoryProps) => <Demo {...args} />;
WrongTypeAndTooLarge.args = { lang: 'en', defaultFailures: ALL_FAILURES };

/** A refusal from outside the file checks (the server read another type in the bytes), on the button like the others. */
export const ServerRefusal = (args: StoryProps) => <Demo {...args} />;
ServerRefusal.args = { lang: 'zh', errorMessage: '企业标志须为 JPG、JPEG、PNG 或 BMP 图片' };

export const Disabled = (args: StoryProps) => <Demo {...args} />;
Disabled.args = { lang: 'zh', isDisabled: true };

export const Dark = (args: StoryProps) => <Demo {...args} />;
Dark.args = { lang: 'zh', theme: 'dark', defaultPreviewUrl: SAMPLE_LOGO, defaultFailures: ALL_FAILURES };

/**
 * Keyboard path: Tab reaches the upload button, described by the hint; a refused file (the file
 * chooser's answer, fed to its input) is announced (`role="alert"`) and joins the description.
 */
English.play = (async ({ canvas, canvasElement, userEvent }) => {
  const button = canvas.getByRole('button', { name: /Upload logo/ });
  // The drop zone's own stop (a paste target) comes before the button.
  while (document.activeElement !== button) await userEvent.tab();
  await expect(button).toHaveAccessibleDescription('JPG, JPEG, PNG or BMP, under 5 MB, 80×80 px');
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('the upload has no file input');
  // What the browser does when the file chooser answers: the input gets the files and fires `change`.
  const chosen = new DataTransfer();
  chosen.items.add(new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
  input.files = chosen.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
  await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('logo.gif is not supported'));
  await expect(button).toHaveAccessibleDescription(/logo\.gif is not supported/);
}) satisfies Play;
