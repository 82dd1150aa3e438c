/** Supplier registration without an account (docs/behaviour.md, "Supplier registration"). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, encryptPassword, publicKey, signIn, startTestServer, type TestServer } from './support';

let server: TestServer;
let key: string;

beforeAll(async () => {
  server = await startTestServer();
  key = await publicKey(server);
});
afterAll(() => server.close());

const SCA = '/share-system/system/sca';
const USERINFO = '/share-system/userinfo';

/** The code last written to the outbox for `phone`, as a test reads it. */
async function outboxCode(phone: string): Promise<string> {
  const [row] = await server.sql<{ body: string }>(
    'select body from workbench.outbox where recipient = $1 order by id desc limit 1',
    [phone],
  );
  const code = /\d{6}/.exec(row?.body ?? '')?.[0];
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  return code;
}

async function sendCode(phone: string, lang: 'zh' | 'en' = 'zh') {
  return call(server, `${SCA}/sendMessage`, { method: 'GET', query: { phone }, lang });
}

async function validate(registrationId: string, phone: string, code: string, lang: 'zh' | 'en' = 'zh') {
  return call(server, `${SCA}/validateCode`, { method: 'GET', query: { registrationId, phone, code }, lang });
}

function wrongCode(code: string) {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

describe('validatePassword', () => {
  it.each([
    ['Supplier2026', true],
    ['short1', false],
    ['lettersonly', false],
  ])('%s meets the rule: %s', async (password, valid) => {
    const response = await call(server, `${SCA}/validatePassword`, {
      method: 'GET',
      query: { password: encryptPassword(key, password) },
    });
    expect(response.json()).toMatchObject({ code: 200, data: { valid } });
  });
});

describe('sendMessage', () => {
  it('writes a 6-digit code to the outbox and refuses another within 60 s (429, Retry-After)', async () => {
    const phone = '13900000001';
    const first = await sendCode(phone);
    expect(first.json()).toMatchObject({ code: 200, data: { registrationId: expect.any(String) } });
    expect(first.json().data.expiresAt).toBe(server.clock.now + 300_000);
    expect(await outboxCode(phone)).toMatch(/^\d{6}$/);
    const again = await sendCode(phone, 'en');
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('60');
    expect(again.json()).toMatchObject({ code: 429, msg: 'Codes were sent too often. Try again in 60 seconds.' });
    server.clock.now += 60_000;
    expect((await sendCode(phone)).json().code).toBe(200);
  });

  it('refuses a number that is not a mobile number (400)', async () => {
    const response = await sendCode('0571-88886666');
    expect(response.statusCode).toBe(400);
  });
});

describe('validateCode', () => {
  it('refuses a wrong code with the entries left, in both languages', async () => {
    const phone = '13900000002';
    const { registrationId } = (await sendCode(phone)).json().data;
    const code = await outboxCode(phone);
    const zh = await validate(registrationId, phone, wrongCode(code));
    expect(zh.statusCode).toBe(400);
    expect(zh.json().data.fieldErrors.code).toBe('验证码错误，还可尝试 4 次');
    const en = await validate(registrationId, phone, wrongCode(code), 'en');
    expect(en.json().data.fieldErrors.code).toBe('The code is wrong. 3 attempts left.');
    expect((await validate(registrationId, phone, code)).json()).toMatchObject({ code: 200, data: null });
  });

  it('refuses an expired code, even the right one', async () => {
    const phone = '13900000003';
    const { registrationId } = (await sendCode(phone)).json().data;
    const code = await outboxCode(phone);
    server.clock.now += 300_000;
    const response = await validate(registrationId, phone, code, 'en');
    expect(response.json().data.fieldErrors.code).toBe('The code has expired. Request a new one.');
  });

  it('locks the code after 5 wrong entries: the right one is refused then', async () => {
    const phone = '13900000004';
    const { registrationId } = (await sendCode(phone)).json().data;
    const code = await outboxCode(phone);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await validate(registrationId, phone, wrongCode(code))).json().data.fieldErrors.code).toMatch(/还可尝试/);
    }
    expect((await validate(registrationId, phone, wrongCode(code))).json().data.fieldErrors.code).toBe(
      '验证码错误次数过多，已失效，请重新获取',
    );
    expect((await validate(registrationId, phone, code)).json().data.fieldErrors.code).toBe(
      '验证码错误次数过多，已失效，请重新获取',
    );
  });

  it('refuses the code of another phone', async () => {
    const phone = '13900000005';
    const { registrationId } = (await sendCode(phone)).json().data;
    const response = await validate(registrationId, '13900000006', await outboxCode(phone), 'en');
    expect(response.json().data.fieldErrors.code).toBe('This code is not valid. Request a new one.');
  });
});

describe('form checks', () => {
  it('validateSupplierAccount {token} says whether the registration of that token may create its account', async () => {
    const phone = '13900000008';
    const { registrationId } = (await sendCode(phone)).json().data;
    const ready = (token: string, lang: 'zh' | 'en' = 'zh') =>
      call(server, `${USERINFO}/validateSupplierAccount`, { body: { token }, lang });
    // Before its code is validated, and for a token that names no registration: refused on the code.
    for (const token of [registrationId, 'made-up']) {
      const refused = await ready(token, 'en');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().data.fieldErrors.code).toBe('Verify the phone number first.');
    }
    await validate(registrationId, phone, await outboxCode(phone));
    expect((await ready(registrationId)).json()).toMatchObject({ code: 200, data: { valid: true } });
    // Past 30 minutes the validated code no longer registers.
    server.clock.now += 1_800_001;
    expect((await ready(registrationId)).json().data.fieldErrors.code).toBe('请先验证手机号码');
    // The account name is no longer its payload.
    expect((await call(server, `${USERINFO}/validateSupplierAccount`, { body: { account: 'x' } })).statusCode).toBe(
      400,
    );
  });

  it('refuses a taken credit code, a malformed one and a taken account name', async () => {
    const [company] = await server.sql<{ bin_code: string }>('select bin_code from workbench.companies limit 1');
    const query = { companyName: '新供应商有限公司', name: '王五', phone: '13900000007', account: 'new.supplier' };
    const taken = await call(server, `${USERINFO}/validateUserInfoComplete`, {
      body: { ...query, binCode: company?.bin_code ?? '' },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().data.fieldErrors.binCode).toBeDefined();
    const malformed = await call(server, `${USERINFO}/validateUserInfoComplete`, {
      body: { ...query, binCode: 'nope' },
    });
    expect(malformed.statusCode).toBe(400);
    const fine = await call(server, `${USERINFO}/validateUserInfoComplete`, {
      body: { ...query, binCode: '91330100MA2AAAAA1X' },
    });
    expect(fine.json().data).toEqual({ complete: true });
    const account = await call(server, `${USERINFO}/validateUserInfoComplete`, {
      body: { ...query, binCode: '91330100MA2AAAAA1X', account: 'buyer' },
      lang: 'en',
    });
    expect(account.statusCode).toBe(400);
    expect(account.json().data.fieldErrors).toEqual({ account: 'The account buyer is already in use.' });
  });
});

describe('registerSupplier', () => {
  function form(registrationId: string, phone: string, account: string, binCode: string) {
    return {
      registrationId,
      phone,
      companyName: '杭州新源供应链有限公司',
      binCode,
      name: '赵六',
      account,
      password: encryptPassword(key, 'Supplier2026'),
    };
  }

  it('refuses a registration whose code was not validated', async () => {
    const phone = '13900000008';
    const { registrationId } = (await sendCode(phone)).json().data;
    const response = await call(server, `${USERINFO}/registerSupplier`, {
      body: form(registrationId, phone, 'unchecked.sup', '91330100MA2BBBBB1X'),
      lang: 'en',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fieldErrors.code).toBe('Verify the phone number first.');
  });

  it('creates the company and its first account once, which then signs in', async () => {
    const phone = '13900000009';
    const { registrationId } = (await sendCode(phone)).json().data;
    await validate(registrationId, phone, await outboxCode(phone));
    const body = form(registrationId, phone, 'xinyuan.sup', '91330100MA2CCCCC1X');
    const response = await call(server, `${USERINFO}/registerSupplier`, { body });
    expect(response.json()).toMatchObject({ code: 200, data: { account: 'xinyuan.sup' } });
    const [row] = await server.sql<{ user_type: string; company_name: string; roles: string }>(
      `select a.user_type, c.company_name,
        (select string_agg(r.code, ',') from workbench.account_roles ar join workbench.roles r on r.id = ar.role_id
          where ar.account_id = a.id) as roles
       from workbench.accounts a join workbench.companies c on c.id = a.company_id where a.account = 'xinyuan.sup'`,
    );
    expect(row).toEqual({ user_type: 'enterprise', company_name: '杭州新源供应链有限公司', roles: 'enterprise_admin' });
    const [log] = await server.sql<{ action: string }>(
      "select action from workbench.operate_logs where account = 'xinyuan.sup'",
    );
    expect(log?.action).toBe('register');
    expect((await signIn(server, 'xinyuan.sup', 'Supplier2026')).token).toBeTruthy();
    const twice = await call(server, `${USERINFO}/registerSupplier`, {
      body: { ...body, account: 'other.sup', binCode: '91330100MA2DDDDD1X' },
    });
    expect(twice.json().data.fieldErrors.code).toBe('请先验证手机号码');
  });

  it('refuses a weak password and a taken account, keeping the registration usable', async () => {
    const phone = '13900000010';
    const { registrationId } = (await sendCode(phone)).json().data;
    await validate(registrationId, phone, await outboxCode(phone));
    const weak = await call(server, `${USERINFO}/registerSupplier`, {
      body: { ...form(registrationId, phone, 'weak.sup', '91330100MA2EEEEE1X'), password: encryptPassword(key, 'abc') },
      lang: 'en',
    });
    expect(weak.json().data.fieldErrors.password).toMatch(/8 to 64 characters/);
    const taken = await call(server, `${USERINFO}/registerSupplier`, {
      body: form(registrationId, phone, 'buyer', '91330100MA2EEEEE1X'),
    });
    expect(taken.json().data.fieldErrors.account).toBeDefined();
    const fine = await call(server, `${USERINFO}/registerSupplier`, {
      body: form(registrationId, phone, 'strong.sup', '91330100MA2EEEEE1X'),
    });
    expect(fine.json().code).toBe(200);
  });
});
