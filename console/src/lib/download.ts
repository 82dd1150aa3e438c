import { translate } from '../stores/feedback';
import { sessionStore } from '../stores/session';
import { settingsStore } from '../stores/settings';
import { gatewayUrl } from './gateway';
import type { RequestParams } from './signature';

/**
 * File downloads (docs/behaviour.md, "Downloads"; docs/wire-protocol.md, "Downloads"): a GET is
 * loaded in a hidden frame, a POST is submitted as a hidden form into that frame. Neither can
 * carry headers, so the token and the language travel as the `token` and `lang` parameters. The
 * server answers an attachment, which the browser saves; the page stays where it is.
 *
 * Loaded on first use (the API client and the export buttons import it dynamically), so it never
 * weighs on the first render.
 */

/** The `name` of the hidden frame, which the hidden form targets. */
export const DOWNLOAD_FRAME_NAME = 'workbench-download';

/** The hidden frame is removed this long after its last use when no `load` came (ms): a saved attachment fires none. */
export const DOWNLOAD_FRAME_LIFETIME_MS = 60_000;

let removalTimer: ReturnType<typeof setTimeout> | undefined;

/** The scalar fields (string, number, boolean) of `params` as text, as the signature takes them. */
function scalarFields(params: RequestParams): [string, string][] {
  return Object.entries(params).flatMap(([name, value]) =>
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? [[name, String(value)] as [string, string]]
      : [],
  );
}

/**
 * The scalar fields plus `token` (when signed in) and `lang` (`zh` or `en`), which replace fields
 * of the same names: the server refuses a repeated name (docs/wire-protocol.md, "Downloads").
 */
function downloadFields(params: RequestParams): [string, string][] {
  const token = sessionStore.token;
  const credentials: [string, string][] = [
    ...(token ? [['token', token] as [string, string]] : []),
    ['lang', settingsStore.language],
  ];
  return [...scalarFields(params).filter(([name]) => name !== 'token' && name !== 'lang'), ...credentials];
}

function removeFrame(frame: HTMLIFrameElement): void {
  clearTimeout(removalTimer);
  removalTimer = undefined;
  frame.remove();
}

/**
 * The hidden download frame: created once and reused while it is on the page; removed after it
 * loads a document (an error page) or {@link DOWNLOAD_FRAME_LIFETIME_MS} after its last use. It is
 * `hidden`, `aria-hidden`, out of the tab order, and titled for any tool that still lists it.
 */
function downloadFrame(): HTMLIFrameElement {
  let frame = document.querySelector<HTMLIFrameElement>(`iframe[name="${DOWNLOAD_FRAME_NAME}"]`);
  if (!frame) {
    const created = document.createElement('iframe');
    created.name = DOWNLOAD_FRAME_NAME;
    created.title = translate('download.frameTitle');
    created.hidden = true;
    created.tabIndex = -1;
    created.setAttribute('aria-hidden', 'true');
    document.body.append(created);
    // Attached after insertion: the initial about:blank document loads synchronously on insertion.
    created.addEventListener('load', () => removeFrame(created));
    frame = created;
  }
  const used = frame;
  clearTimeout(removalTimer);
  removalTimer = setTimeout(() => removeFrame(used), DOWNLOAD_FRAME_LIFETIME_MS);
  return frame;
}

/** The address of a download: `${gateway}${path, /am/ rewritten}`. */
function downloadAddress(path: string): string {
  return gatewayUrl(path);
}

/**
 * Downloads a GET through the hidden frame (docs/wire-protocol.md): the frame is pointed at
 * `${gateway}${rewritePath(path)}?<scalar params>&token=<token>&lang=<language>`.
 *
 * @returns the address loaded.
 */
export function downloadThroughFrame(path: string, params: RequestParams = {}): string {
  const address = `${downloadAddress(path)}?${new URLSearchParams(downloadFields(params))}`;
  downloadFrame().src = address;
  return address;
}

/**
 * Downloads a POST as a hidden form (docs/wire-protocol.md): `<form method="post" target=<the frame>>`
 * with a hidden input for each scalar field, `token` and `lang`, submitted then removed.
 */
export function downloadThroughForm(path: string, fields: RequestParams = {}): void {
  const frame = downloadFrame();
  const form = document.createElement('form');
  form.method = 'post';
  form.action = downloadAddress(path);
  form.target = frame.name;
  form.hidden = true;
  for (const [name, value] of downloadFields(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}

/** Options of {@link download}. */
export interface DownloadOptions {
  /** @default 'GET' */
  method?: 'GET' | 'POST';
}

/**
 * Downloads a file for an export button, straight through the hidden frame (GET) or the hidden
 * form (POST), with no API call first.
 */
export function download(path: string, params: RequestParams = {}, { method = 'GET' }: DownloadOptions = {}): void {
  if (method === 'POST') downloadThroughForm(path, params);
  else downloadThroughFrame(path, params);
}
