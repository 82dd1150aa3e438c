/**
 * Real image files for upload journeys, made here so no binary sits in the repository: a PNG of
 * any size (solid colour, deflated with node:zlib) and an 80 x 80 GIF.
 */
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A `width` x `height` RGB PNG of one colour (RFC 2083). `padTo` appends a private ancillary
 * chunk so the file reaches that many bytes (for a "too large" file that is still a real PNG).
 */
export function pngFile(width: number, height: number, padTo = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x40)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const parts = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
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
