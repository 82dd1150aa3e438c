/**
 * The RSA key pair for password fields (docs/behaviour.md, "Password fields"; docs/architecture.md,
 * "Wire compatibility"). The console encrypts base64(password) with the public key, jsencrypt
 * style (RSAES-PKCS1-v1_5, base64 ciphertext). Node 20's `privateDecrypt` refuses PKCS#1 v1.5
 * padding (CVE-2023-46809 hardening), so decryption uses node-forge
 * (docs/architecture.md, "Known constraints").
 */
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import forge from 'node-forge';
import type { Database } from '../db/client';
import { serverKeys } from '../db/schema';

/** The server's key pair: the public key as PEM (SPKI) for the console, the private key for decryption. */
export interface RsaKeys {
  publicKeyPem: string;
  privateKey: forge.pki.rsa.PrivateKey;
}

/**
 * Reads `private.pem` and `public.pem` from `keysDir`, or generates a 2048-bit pair there on
 * first start (the private key file is readable by the owner only). Reusing the pair across
 * restarts keeps public keys the console already fetched working.
 */
export function loadOrCreateKeys(keysDir: string): RsaKeys {
  const privatePath = join(keysDir, 'private.pem');
  const publicPath = join(keysDir, 'public.pem');
  if (!existsSync(privatePath) || !existsSync(publicPath)) {
    mkdirSync(keysDir, { recursive: true, mode: 0o700 });
    const pair = generatePair();
    writeFileSync(privatePath, pair.privateKey, { mode: 0o600 });
    writeFileSync(publicPath, pair.publicKey, { mode: 0o644 });
  }
  return {
    publicKeyPem: readFileSync(publicPath, 'utf8'),
    privateKey: forge.pki.privateKeyFromPem(readFileSync(privatePath, 'utf8')),
  };
}

/** A new 2048-bit pair as PEM: the public key SPKI, the private key PKCS#8. */
function generatePair() {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

/**
 * The key pair of instances sharing a PostgreSQL (docs/architecture.md, "Several instances"):
 * the one row of `workbench.server_keys`, generated and inserted by the first instance to start
 * (a concurrent start keeps the row that won), so a public key the console fetched from one
 * instance decrypts on all. Whoever reads the database can read the private key, as they can
 * read the password hashes.
 */
export async function loadOrCreateSharedKeys(db: Database): Promise<RsaKeys> {
  const read = () => db.select().from(serverKeys).where(eq(serverKeys.id, 1));
  let [row] = await read();
  if (!row) {
    const pair = generatePair();
    await db
      .insert(serverKeys)
      .values({ id: 1, publicKeyPem: pair.publicKey, privateKeyPem: pair.privateKey })
      .onConflictDoNothing();
    [row] = await read();
    if (!row) throw new Error('workbench.server_keys has no key pair after inserting one');
  }
  return { publicKeyPem: row.publicKeyPem, privateKey: forge.pki.privateKeyFromPem(row.privateKeyPem) };
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * Decrypts a password field: base64 ciphertext → RSA PKCS#1 v1.5 → base64 text → UTF-8 password.
 *
 * @returns the password, or null on any failure (bad base64, wrong length, bad padding, not
 * base64 inside). Callers answer null exactly like a wrong password, so the answer does not tell
 * a padding failure from a bad password (no decryption oracle).
 */
export function decryptPasswordField(keys: RsaKeys, ciphertext: string): string | null {
  try {
    if (!BASE64.test(ciphertext)) return null;
    const inner = keys.privateKey.decrypt(forge.util.decode64(ciphertext), 'RSAES-PKCS1-V1_5');
    if (!BASE64.test(inner)) return null;
    return Buffer.from(inner, 'base64').toString('utf8');
  } catch {
    return null;
  }
}
