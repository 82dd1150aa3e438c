/**
 * Image uploads carried as `data:` URLs (the company logo): the accepted types, size and pixel
 * dimensions (docs/behaviour.md, "Validation"). The console checks a chosen file with
 * {@link imageProblem} before sending; the server checks the bytes it receives with the same
 * function, reading the type and the dimensions from the image's own header (image-size), so a
 * file named `.png` that holds a GIF is refused on both sides.
 */
import { imageSize } from 'image-size';

/** The image types a logo may have, as `data:` URL media types. */
export const LOGO_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/bmp'] as const;

/** The file name endings the logo picker offers (JPG, JPEG, PNG, BMP). */
export const LOGO_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.bmp'] as const;

/** A logo must be under 5 MB: at most 5,242,879 bytes. */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024 - 1;

/** A logo is exactly 80 x 80 pixels. */
export const LOGO_SIZE_PX = 80;

/**
 * The request body limit of a route that takes a logo: 9 MiB in bytes. A 5 MB image is about
 * 6.7 MB as base64, so a file somewhat over 5 MB still arrives and is refused by name on its
 * field; other routes keep the 1 MiB limit, and a larger body answers 413.
 */
export const IMAGE_BODY_LIMIT_BYTES = 9_437_184;

/** What is wrong with an image: its type, its size in bytes, or its dimensions in pixels. */
export type ImageProblem = 'type' | 'size' | 'dimensions';

/** image-size's name of each accepted type. */
const IMAGE_SIZE_TYPES: Record<string, (typeof LOGO_MEDIA_TYPES)[number]> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  bmp: 'image/bmp',
};

/**
 * Checks an image's bytes: the type read from its header must be PNG, JPEG or BMP (and equal
 * `declaredType` when given, the type a `data:` URL or a file states), the size under 5 MB and
 * the dimensions 80 x 80 pixels.
 *
 * @returns the first problem found, in the order type, size, dimensions; `null` for a good logo.
 */
export function imageProblem(bytes: Uint8Array, declaredType?: string): ImageProblem | null {
  let detected: { type?: string; width?: number; height?: number };
  try {
    detected = imageSize(bytes);
  } catch {
    return 'type';
  }
  const mediaType = IMAGE_SIZE_TYPES[detected.type ?? ''];
  if (!mediaType || (declaredType !== undefined && declaredType !== mediaType)) return 'type';
  if (bytes.byteLength > LOGO_MAX_BYTES) return 'size';
  if (detected.width !== LOGO_SIZE_PX || detected.height !== LOGO_SIZE_PX) return 'dimensions';
  return null;
}

// Browsers and Node (16+) both have `atob`; this package's types include neither's globals.
declare const atob: (base64: string) => string;

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/;

/**
 * Splits a base64 `data:` URL into its media type and its bytes.
 * @returns `null` when `url` is not a base64 `data:` URL.
 */
export function decodeDataUrl(url: string): { mediaType: string; bytes: Uint8Array } | null {
  const match = DATA_URL.exec(url);
  if (!match?.[1] || match[2] === undefined || match[2].length % 4 !== 0) return null;
  const binary = atob(match[2]);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return { mediaType: match[1], bytes };
}
