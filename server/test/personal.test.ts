/** The person's own settings: display name, password, avatar, identity document types. */
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AvatarData, CardTypeData, DetailData, PersonalData } from '../src/modules/userinfo/schemas';
import { call, encryptPassword, PASSWORD, publicKey, signIn, startTestServer, type TestServer } from './support';

let server: TestServer;
let key: string;
let buyer: string;

beforeAll(async () => {
  server = await startTestServer();
  key = await publicKey(server);
  buyer = (await signIn(server, 'buyer')).token;
});
afterAll(() => server.close());

const PERSONAL = '/share-system/userinfo/personal/update';
const PASSWORD_UPDATE = '/share-system/userinfo/password/update';
const AVATAR = '/share-system/userinfo/personal/avatarupdate';
const CARD_TYPES = '/share-system/userCard/getCardTypeList';
const DETAIL = '/share-system/userinfo/detail';

async function userInfo(token: string) {
  const response = await call(server, DETAIL, { body: {}, token });
  expect(Value.Check(DetailData, response.json().data)).toBe(true);
  return response.json().data.userInfo;
}

function passwords(oldPassword: string, newPassword: string, confirmPassword = newPassword) {
  return {
    oldPassword: encryptPassword(key, oldPassword),
    newPassword: encryptPassword(key, newPassword),
    confirmPassword: encryptPassword(key, confirmPassword),
  };
}

describe('the personal calls need a session (603)', () => {
  it.each([
    [PERSONAL, { name: '李晓娜' }],
    [PASSWORD_UPDATE, { oldPassword: 'a', newPassword: 'b', confirmPassword: 'b' }],
    [AVATAR, { avatar: 'data:image/png;base64,' }],
    [CARD_TYPES, {}],
  ])('%s', async (url, body) => {
    const response = await call(server, url, { body });
    expect(response.json()).toMatchObject({ code: 603, data: null });
  });
});

describe('/share-system/userinfo/personal/update', () => {
  it('stores the trimmed name for the person, seen by every account of the person', async () => {
    const response = await call(server, PERSONAL, { body: { name: '  李晓 ' }, token: buyer });
    expect(response.json()).toEqual({ code: 200, msg: '操作成功', data: { name: '李晓' } });
    expect(Value.Check(PersonalData, response.json().data)).toBe(true);
    expect((await userInfo(buyer)).name).toBe('李晓');
    const attached = (await signIn(server, 'buyer.bc')).token;
    expect((await userInfo(attached)).name).toBe('李晓');
    await call(server, PERSONAL, { body: { name: '李晓娜' }, token: buyer });
  });

  it('takes 1 to 30 characters once trimmed, in the user language', async () => {
    for (const name of ['', '   ', '张'.repeat(31)]) {
      const response = await call(server, PERSONAL, { body: { name }, token: buyer });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 400, msg: '姓名应为 1 到 30 个字符', data: null });
    }
    const en = await call(server, PERSONAL, { body: { name: '' }, token: buyer, lang: 'en' });
    expect(en.json().msg).toBe('The name must be 1 to 30 characters long.');
    expect((await userInfo(buyer)).name).toBe('李晓娜');
  });

  it('refuses other fields (schema, 400)', async () => {
    const response = await call(server, PERSONAL, { body: { name: 'x', avatarUrl: 'y' }, token: buyer });
    expect(response.statusCode).toBe(400);
  });
});

describe('/share-system/userinfo/password/update', () => {
  it('refuses a wrong old password with code 1001 and keeps the password', async () => {
    const response = await call(server, PASSWORD_UPDATE, {
      body: passwords('Wrong@123', 'NewPass2024'),
      token: buyer,
      lang: 'en',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 1001, msg: 'The current password is incorrect.', data: null });
    await signIn(server, 'buyer');
  });

  it('answers a broken ciphertext exactly like a wrong old password', async () => {
    const good = passwords(PASSWORD, 'NewPass2024');
    for (const body of [
      { ...good, oldPassword: 'not-base64!' },
      { ...good, oldPassword: 'AAAA' },
      { ...good, newPassword: good.newPassword.slice(4) },
      { ...good, confirmPassword: Buffer.from('x'.repeat(256)).toString('base64') },
    ]) {
      const response = await call(server, PASSWORD_UPDATE, { body, token: buyer });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: 1001, msg: '原密码不正确', data: null });
    }
  });

  it('refuses a confirmation that differs (400)', async () => {
    const response = await call(server, PASSWORD_UPDATE, {
      body: passwords(PASSWORD, 'NewPass2024', 'NewPass2025'),
      token: buyer,
      lang: 'en',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      msg: 'The new password and its confirmation do not match.',
      data: null,
    });
  });

  it('requires 8 to 64 characters with letters and digits (400)', async () => {
    for (const weak of ['Ab12345', 'abcdefghij', '1234567890', `a1${'x'.repeat(63)}`]) {
      const response = await call(server, PASSWORD_UPDATE, { body: passwords(PASSWORD, weak), token: buyer });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 400,
        msg: '新密码应为 8 到 64 个字符，且同时包含字母和数字',
        data: null,
      });
    }
  });

  it('stores the new password: sign-in takes it and refuses the old one; sessions stay', async () => {
    const own = (await signIn(server, 'buyer.bc')).token;
    const response = await call(server, PASSWORD_UPDATE, { body: passwords(PASSWORD, 'NewPass2024'), token: own });
    expect(response.json()).toEqual({ code: 200, msg: '操作成功', data: null });
    await signIn(server, 'buyer.bc', 'NewPass2024');
    const old = await call(server, '/ibs/loginNew', {
      body: { account: 'buyer.bc', password: encryptPassword(key, PASSWORD) },
    });
    expect(old.json().code).toBe(1001);
    // The account's password only: the person's other account keeps the demo password.
    await signIn(server, 'buyer');
    expect((await call(server, DETAIL, { body: {}, token: own })).json().code).toBe(200);
  });
});

/** A data URL of `type` whose decoded content is `bytes` long and starts with `head`. */
function dataUrl(type: string, head: number[], bytes: number) {
  const content = Buffer.alloc(bytes);
  Buffer.from(head).copy(content);
  return `data:${type};base64,${content.toString('base64')}`;
}
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('/share-system/userinfo/personal/avatarupdate', () => {
  it('stores a PNG, JPEG or BMP data URL as the avatar', async () => {
    for (const avatar of [
      dataUrl('image/jpeg', [0xff, 0xd8, 0xff, 0xe0], 200),
      dataUrl('image/bmp', [0x42, 0x4d], 200),
      dataUrl('image/png', PNG, 300),
    ]) {
      const response = await call(server, AVATAR, { body: { avatar }, token: buyer });
      expect(response.json()).toEqual({ code: 200, msg: '操作成功', data: { avatarUrl: avatar } });
      expect(Value.Check(AvatarData, response.json().data)).toBe(true);
      expect((await userInfo(buyer)).avatarUrl).toBe(avatar);
    }
  });

  it('accepts exactly 5 MB decoded and refuses one byte more', async () => {
    const largest = dataUrl('image/png', PNG, 5_242_880);
    expect((await call(server, AVATAR, { body: { avatar: largest }, token: buyer })).json().code).toBe(200);
    const over = await call(server, AVATAR, {
      body: { avatar: dataUrl('image/png', PNG, 5_242_881) },
      token: buyer,
      lang: 'en',
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ code: 400, msg: 'The avatar must be at most 5 MB.', data: null });
  });

  it('refuses other types, bytes that are not the stated type, and non-data URLs', async () => {
    const kept = (await userInfo(buyer)).avatarUrl;
    for (const avatar of [
      dataUrl('image/gif', [0x47, 0x49, 0x46, 0x38], 100),
      dataUrl('image/svg+xml', [0x3c], 100),
      dataUrl('image/png', [0xff, 0xd8, 0xff], 100),
      'https://example.com/a.png',
      'data:image/png;base64,@@@@',
      '',
    ]) {
      const response = await call(server, AVATAR, { body: { avatar }, token: buyer, lang: 'en' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 400,
        msg: 'The avatar must be a JPG, JPEG, PNG or BMP image.',
        data: null,
      });
    }
    expect((await userInfo(buyer)).avatarUrl).toBe(kept);
  });

  it('keeps the 1 MiB body limit on the other calls', async () => {
    const response = await call(server, PERSONAL, { body: { name: 'x'.repeat(1_100_000) }, token: buyer });
    expect(response.statusCode).toBe(413);
  });
});

describe('/share-system/userCard/getCardTypeList', () => {
  it('lists the four document types in the user language', async () => {
    const zh = await call(server, CARD_TYPES, { body: {}, token: buyer });
    expect(zh.json().data).toEqual([
      { code: 'ID_CARD', name: '居民身份证' },
      { code: 'HK_MACAO_PERMIT', name: '港澳居民来往内地通行证' },
      { code: 'TAIWAN_PERMIT', name: '台湾居民来往大陆通行证' },
      { code: 'PASSPORT', name: '护照' },
    ]);
    for (const item of zh.json().data) expect(Value.Check(CardTypeData, item)).toBe(true);
    const en = await call(server, CARD_TYPES, { body: {}, token: buyer, lang: 'en' });
    expect(en.json().data.map((item: { name: string }) => item.name)).toEqual([
      'Resident identity card',
      'Mainland travel permit for Hong Kong and Macao residents',
      'Mainland travel permit for Taiwan residents',
      'Passport',
    ]);
  });
});
