import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import {
  companyResource,
  containsPattern,
  decodeDataUrl,
  idCardProblem,
  imageProblem,
  LOGO_MAX_BYTES,
  passwordRuleMet,
  personResource,
  RESOURCE_DEFINITIONS,
  roleResource,
  roleTypeResource,
} from './index';
import { dataUrl, gifHeader, pngHeader } from './testing/images';

describe('imageProblem (the logo rule)', () => {
  it('accepts an 80 x 80 PNG under 5 MB', () => {
    expect(imageProblem(pngHeader(80, 80), 'image/png')).toBeNull();
  });
  it('refuses 81 x 80 pixels', () => {
    expect(imageProblem(pngHeader(81, 80), 'image/png')).toBe('dimensions');
  });
  it('refuses 5 MB and more', () => {
    expect(imageProblem(pngHeader(80, 80, LOGO_MAX_BYTES + 1), 'image/png')).toBe('size');
    expect(imageProblem(pngHeader(80, 80, LOGO_MAX_BYTES), 'image/png')).toBeNull();
  });
  it('refuses a GIF, and a GIF declared as PNG', () => {
    expect(imageProblem(gifHeader(80, 80))).toBe('type');
    expect(imageProblem(gifHeader(80, 80), 'image/png')).toBe('type');
  });
  it('refuses bytes that are no image', () => {
    expect(imageProblem(new Uint8Array([1, 2, 3]))).toBe('type');
  });
  it('reads a data URL back into its type and bytes', () => {
    const decoded = decodeDataUrl(dataUrl('image/png', pngHeader(80, 80)));
    expect(decoded?.mediaType).toBe('image/png');
    expect(decoded && imageProblem(decoded.bytes, decoded.mediaType)).toBeNull();
    expect(decodeDataUrl('data:image/png,not-base64')).toBeNull();
  });
});

describe('idCardProblem (GB 11643-1999)', () => {
  const now = Date.UTC(2026, 10, 23);
  it('accepts a valid number and refuses a wrong check character', () => {
    expect(idCardProblem('11010519491231002X', now)).toBeNull();
    expect(idCardProblem('110105194912310021', now)).toBe('checkChar');
  });
  it('refuses births before 1900 and after today, on both sides alike', () => {
    expect(idCardProblem('110105189912310028', now)).toBe('birthDate');
    expect(idCardProblem('110105203001010011', now)).toBe('birthDate');
  });
});

describe('rules', () => {
  it('takes %, _ and \\ in a search literally', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
  it('wants 8 to 64 characters with letters and digits in a password', () => {
    expect(passwordRuleMet('abcd1234')).toBe(true);
    expect(passwordRuleMet('abcdefgh')).toBe(false);
    expect(passwordRuleMet('abc123')).toBe(false);
  });
});

describe('defineResource: the list query', () => {
  it('takes paging, a declared sort key and the filters', () => {
    expect(
      Value.Check(personResource.listQuery, { pageNum: 1, pageSize: 10, sortKey: 'name', order: 'desc', keyword: 'x' }),
    ).toBe(true);
  });
  it('refuses pageSize 0 or 101, a sort key outside the definition and unknown fields', () => {
    const check = (query: object) => Value.Check(companyResource.listQuery, { pageNum: 1, pageSize: 10, ...query });
    expect(check({ pageSize: 0 })).toBe(false);
    expect(check({ pageSize: 101 })).toBe(false);
    expect(check({ sortKey: 'companyName' })).toBe(false);
    expect(check({ password: 'x' })).toBe(false);
  });
  it('starts a list that sorts by creation time on the newest (docs/behaviour.md, "Lists")', () => {
    // The goods catalogue is looked up by code, and lists in code order.
    const created = RESOURCE_DEFINITIONS.filter(
      (definition) => definition.sortKeys.includes('createTime') && definition.name !== 'mroItem',
    );
    expect(created.map((definition) => definition.name)).toContain('person');
    for (const definition of created)
      expect({ name: definition.name, ...definition.defaultSort }).toEqual({
        name: definition.name,
        key: 'createTime',
        order: 'desc',
      });
  });
  it('derives the paths from the base path', () => {
    expect(companyResource.paths.list).toBe('/share-system/company/list');
    expect(personResource.paths.export).toBe('/share-system/person/export');
  });
});

describe('the labels of roles and permissions (docs/screens.md, "Access")', () => {
  it('name the administrator role types, role type, organisation, assign and form permissions in zh and en', () => {
    const { zh: typeZh, en: typeEn } = roleTypeResource.messages;
    const { zh: roleZh, en: roleEn } = roleResource.messages;
    expect([typeZh['roleType'], roleZh['type'], roleZh['companyName']]).toEqual(['角色类型', '角色类型', '所属组织']);
    expect([typeEn['roleType'], roleEn['type'], roleEn['companyName']]).toEqual([
      'role type',
      'Role type',
      'Organisation',
    ]);
    expect(typeZh['scopeHint']).toMatch(/平台管理员.*企业管理员/);
    expect(typeEn['scopeHint']).toMatch(/platform administrator.*enterprise administrator/);
    expect(roleTypeResource.fields.find((field) => field.key === 'scope')?.description).toBe('scopeHint');
    expect([roleZh['assignPermissions'], roleZh['formPermissions']]).toEqual(['分配权限', '表单权限']);
    expect([roleEn['assignPermissions'], roleEn['formPermissions']]).toEqual([
      'Assign permissions',
      'Form permissions',
    ]);
  });
});
