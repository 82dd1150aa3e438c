/**
 * Random secrets (session tokens, item keys, sign-on cookies) and how they are stored: only their
 * SHA-256, so a copy of the database hands out no live credential.
 */
import { hash, randomBytes } from 'node:crypto';

/** `bytes` random bytes as base64url (no padding). */
export function randomSecret(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * A new console session token: `<32 random bytes base64url>.<16 random bytes base64url>`. The
 * last `.` segment is the request-signing key (wire protocol, "Canonical string").
 */
export function newSessionToken(): string {
  return `${randomSecret(32)}.${randomSecret(16)}`;
}

/** Lowercase hex SHA-256 of a secret: the form in which secrets are stored and looked up. */
export function hashSecret(secret: string): string {
  return hash('sha256', secret);
}
