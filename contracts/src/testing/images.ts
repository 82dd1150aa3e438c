/**
 * Image headers for tests: just enough bytes for a reader of image headers to see the type and the
 * dimensions. Not a decodable picture; tests that need one draw it in a browser.
 */

/** A PNG signature and `IHDR` chunk of `width` x `height` pixels, padded to `bytes` in all. */
export function pngHeader(width: number, height: number, bytes = 64): Uint8Array {
  const data = new Uint8Array(Math.max(bytes, 33));
  data.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(data.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  data.set([8, 6, 0, 0, 0], 24);
  return data;
}

/** A GIF89a header of `width` x `height` pixels. */
export function gifHeader(width: number, height: number): Uint8Array {
  const data = new Uint8Array(32);
  data.set([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]);
  const view = new DataView(data.buffer);
  view.setUint16(6, width, true);
  view.setUint16(8, height, true);
  return data;
}

/** `bytes` as a base64 `data:` URL of `mediaType`. */
export function dataUrl(mediaType: string, bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:${mediaType};base64,${btoa(binary)}`;
}

declare const btoa: (binary: string) => string;
