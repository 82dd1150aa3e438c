/**
 * Password hashing with scrypt (node:crypto).
 *
 * Stored format: `scrypt$<N>$<r>$<p>$<salt>$<hash>` where salt (16 bytes) and hash (64 bytes)
 * are base64url, e.g. `scrypt$16384$8$1$q3...$Zx...`. The parameters travel with the hash so they
 * can be raised later without invalidating stored passwords.
 */
import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Hashes `password` with a fresh random salt, in the stored format above. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const hash = await derive(password, salt, { N, r: R, p: P }, KEY_LENGTH);
  return ['scrypt', N, R, P, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

// A valid hash of no real password: checking against it when the account does not exist keeps
// the answer time the same as for a wrong password, so timing does not reveal which accounts exist.
const DUMMY_HASH = `scrypt$${N}$${R}$${P}$${Buffer.alloc(SALT_LENGTH).toString('base64url')}$${Buffer.alloc(KEY_LENGTH).toString('base64url')}`;

/**
 * Whether `password` matches `stored` (constant-time comparison). Pass `stored` null for an
 * unknown account: the same work is done and the answer is false. A malformed `stored` is false.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = (stored ?? DUMMY_HASH).split('$');
  const [scheme, n, r, p, salt, hash] = parts;
  if (parts.length !== 6 || scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  if (expected.length === 0) return false;
  try {
    const options = { N: Number(n), r: Number(r), p: Number(p) };
    const actual = await derive(password, Buffer.from(salt, 'base64url'), options, expected.length);
    return timingSafeEqual(actual, expected) && stored !== null;
  } catch {
    // scrypt rejects impossible parameters: a corrupt stored hash matches nothing.
    return false;
  }
}
