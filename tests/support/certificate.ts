import { execFileSync } from 'node:child_process';
import { createHash, createPublicKey } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './server';

/** A self-signed certificate for 127.0.0.1 and localhost, written as PEM files. */
export interface TestCertificate {
  certFile: string;
  keyFile: string;
  /**
   * The base64 SHA-256 of its public key (SubjectPublicKeyInfo, DER), the form Chromium's
   * `--ignore-certificate-errors-spki-list` takes to trust this one certificate.
   */
  spki: string;
}

/**
 * Makes a certificate (2048-bit RSA, one day, `selfsigned`) into `dir`, once per run: a child
 * process does it, since Playwright reads its configuration synchronously and the library is
 * asynchronous.
 */
export function testCertificate(dir: string): TestCertificate {
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  mkdirSync(dir, { recursive: true });
  const script = `
    import { writeFileSync } from 'node:fs';
    import { generate } from 'selfsigned';
    const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
      keySize: 2048,
      days: 1,
      extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }, { type: 2, value: 'localhost' }] }],
    });
    writeFileSync(${JSON.stringify(certFile)}, pems.cert);
    writeFileSync(${JSON.stringify(keyFile)}, pems.private);`;
  execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: path.join(ROOT, 'tests') });
  const der = createPublicKey(readFileSync(certFile, 'utf8')).export({ type: 'spki', format: 'der' });
  return { certFile, keyFile, spki: createHash('sha256').update(der).digest('base64') };
}
