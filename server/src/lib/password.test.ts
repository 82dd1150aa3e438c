import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('stores scrypt with its parameters and a random salt', async () => {
    const first = await hashPassword('Workbench@123');
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await hashPassword('Workbench@123')).not.toBe(first);
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('Workbench@123');
    expect(await verifyPassword('Workbench@123', stored)).toBe(true);
    expect(await verifyPassword('workbench@123', stored)).toBe(false);
    expect(await verifyPassword('Workbench@123', null)).toBe(false);
    expect(await verifyPassword('Workbench@123', 'scrypt$0$0$0$AAAA$AAAA')).toBe(false);
    expect(await verifyPassword('Workbench@123', 'plain')).toBe(false);
  });
});
