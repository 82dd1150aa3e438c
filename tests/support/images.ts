/**
 * Real image files for upload journeys, made here so no binary sits in the repository: a PNG of
 * any size and colour, and an 80 x 80 GIF.
 */
import { crc32, deflateSync } from 'node:zlib';

/** One PNG chunk: length, type, data, CRC-32 of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Options of {@link pngFile}. */
export interface PngOptions {
  /** The one colour, as RGB bytes. @default [64, 64, 64] */
  colour?: [number, number, number];
  /** Pads the file with a private ancillary chunk up to this many bytes (a "too large" file that is still a real PNG). */
  padTo?: number;
}

/** A valid `width` x `height` truecolour PNG of one colour. */
export function pngFile(width: number, height: number, { colour = [64, 64, 64], padTo = 0 }: PngOptions = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => colour).flat())]);
  const parts = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
  ];
  const size = parts.reduce((total, part) => total + part.length, 0) + 12;
  if (padTo > size + 12) parts.push(chunk('paDd', Buffer.alloc(padTo - size - 12)));
  parts.push(chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}

/** An 80 x 80 GIF89a: the logical screen is 80 x 80 with one 1 x 1 image in its corner. */
export function gifFile(): Buffer {
  return Buffer.from([
    ...Buffer.from('GIF89a', 'ascii'),
    80,
    0,
    80,
    0,
    0x80,
    0,
    0, // logical screen 80 x 80, global colour table of 2
    0,
    0,
    0,
    255,
    255,
    255,
    0x2c,
    0,
    0,
    0,
    0,
    1,
    0,
    1,
    0,
    0, // image descriptor 1 x 1 at 0,0
    2,
    2,
    0x4c,
    0x01,
    0, // LZW code size 2, one data block, end
    0x3b,
  ]);
}
