/** Registering the person's identity card (GB 11643-1999) and seeing it masked in the user info. */
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { DetailData, IdCardData } from '../src/modules/userinfo/schemas';
import { call, signIn, useDemoServer } from './support';

const demo = useDemoServer();

const UPDATE = '/share-system/userinfo/updateIdCard';
const DETAIL = '/share-system/userinfo/detail';

async function userInfo(token: string) {
  const response = await call(demo.server, DETAIL, { body: {}, token });
  expect(Value.Check(DetailData, response.json().data)).toBe(true);
  return { userInfo: response.json().data.userInfo, body: response.body };
}

describe('/share-system/userinfo/updateIdCard', () => {
  it('needs a session (603)', async () => {
    const response = await call(demo.server, UPDATE, { body: { name: '李晓娜', idCard: '11010519491231002X' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 603, data: null });
  });

  it('stores a valid number for the person, masked in the answer and in the user info of every account', async () => {
    expect((await userInfo(demo.buyer)).userInfo).toEqual({
      name: '李晓娜',
      avatarUrl: null,
      idCardName: null,
      idCardMasked: null,
    });

    const response = await call(demo.server, UPDATE, {
      body: { name: '  李晓娜 ', idCard: '440306199003074417' },
      token: demo.buyer,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 200,
      msg: '操作成功',
      data: { name: '李晓娜', idCardMasked: '440306********4417' },
    });
    expect(Value.Check(IdCardData, response.json().data)).toBe(true);

    const { userInfo: info, body } = await userInfo(demo.buyer);
    expect(info).toEqual({
      name: '李晓娜',
      avatarUrl: null,
      idCardName: '李晓娜',
      idCardMasked: '440306********4417',
    });
    expect(body).not.toContain('440306199003074417');

    // The card belongs to the person: the attached account demo.buyer.bc sees it too.
    const attached = (await signIn(demo.server, 'buyer.bc')).token;
    expect((await userInfo(attached)).userInfo.idCardMasked).toBe('440306********4417');
    // Another person does not.
    expect((await userInfo(demo.admin)).userInfo).toMatchObject({ idCardName: null, idCardMasked: null });
  });

  it('accepts a lower-case x and stores it upper-case', async () => {
    const response = await call(demo.server, UPDATE, {
      body: { name: '王明远', idCard: '11010519491231002x' },
      token: demo.admin,
    });
    expect(response.json()).toMatchObject({ code: 200, data: { name: '王明远', idCardMasked: '110105********002X' } });
    expect((await userInfo(demo.admin)).userInfo.idCardMasked).toBe('110105********002X');
  });

  it('refuses a wrong check digit in the user language and keeps what was stored', async () => {
    const zh = await call(demo.server, UPDATE, {
      body: { name: '李晓娜', idCard: '110105194912310021' },
      token: demo.buyer,
    });
    expect(zh.statusCode).toBe(400);
    expect(zh.json()).toEqual({ code: 400, msg: '身份证号码校验位不正确', data: null });
    const en = await call(demo.server, UPDATE, {
      body: { name: '李晓娜', idCard: '440306199003074418' },
      token: demo.buyer,
      lang: 'en',
    });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({ code: 400, msg: "The ID card number's check digit is wrong.", data: null });
    expect((await userInfo(demo.buyer)).userInfo.idCardMasked).toBe('440306********4417');
  });

  it('names the problem: length, format, birth date', async () => {
    const cases: [string, string][] = [
      ['11010519491231002', 'The ID card number must be 18 characters long.'],
      ['', 'The ID card number must be 18 characters long.'],
      ['1101051949123100XX', 'The ID card number must be 17 digits followed by a digit or X.'],
      // Right check characters, impossible dates: 1949-02-31, 1880 (before 1900), 2099.
      ['110105194902310026', 'The birth date in the ID card number is not a valid date.'],
      ['440524188001010014', 'The birth date in the ID card number is not a valid date.'],
      ['310115209912310010', 'The birth date in the ID card number is not a valid date.'],
    ];
    for (const [idCard, msg] of cases) {
      const response = await call(demo.server, UPDATE, {
        body: { name: '李晓娜', idCard },
        token: demo.buyer,
        lang: 'en',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 400, msg, data: null });
    }
    const zh = await call(demo.server, UPDATE, {
      body: { name: '李晓娜', idCard: '110105194902310026' },
      token: demo.buyer,
    });
    expect(zh.json().msg).toBe('身份证号码中的出生日期无效');
  });

  it('takes 1 to 30 characters of name once trimmed', async () => {
    for (const name of ['', '   ', '　', '张'.repeat(31), 'a'.repeat(31)]) {
      const response = await call(demo.server, UPDATE, {
        body: { name, idCard: '440306199003074417' },
        token: demo.buyer,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 400, msg: '姓名应为 1 到 30 个字符', data: null });
    }
    const en = await call(demo.server, UPDATE, {
      body: { name: 'x'.repeat(31), idCard: '440306199003074417' },
      token: demo.buyer,
      lang: 'en',
    });
    expect(en.json().msg).toBe('The name must be 1 to 30 characters long.');
    const longest = ` ${'张'.repeat(30)} `;
    const fine = await call(demo.server, UPDATE, {
      body: { name: longest, idCard: '440306199003074417' },
      token: demo.buyer,
    });
    expect(fine.json().data.name).toBe('张'.repeat(30));
  });

  it('stores HTML in the name as text and returns it verbatim', async () => {
    const name = `<script>alert("&'")</script>`;
    expect(name.length).toBeLessThanOrEqual(30);
    const response = await call(demo.server, UPDATE, {
      body: { name, idCard: '440306199003074417' },
      token: demo.buyer,
    });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().data.name).toBe(name);
    expect((await userInfo(demo.buyer)).userInfo.idCardName).toBe(name);
  });

  it('refuses a body with missing, mistyped or extra fields (schema, 400)', async () => {
    for (const body of [
      { name: '李晓娜' },
      { name: '李晓娜', idCard: 110105194912310020 },
      { name: '李晓娜', idCard: '11010519491231002X', idCardNo: '1' },
    ]) {
      const response = await call(demo.server, UPDATE, { body, token: demo.buyer, lang: 'en' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 400, msg: expect.stringMatching(/^Invalid request: /) });
    }
  });
});
