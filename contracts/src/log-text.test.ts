import { describe, expect, it } from 'vitest';
import * as contracts from './index';
import { comparedFields, isLocalised, type ResourceDefinition, RESOURCE_DEFINITIONS, searchConditions } from './index';

/** Every resource definition the contracts export (an object with a name, a base path and permissions). */
const exported = Object.values(contracts).filter(
  (value): value is ResourceDefinition =>
    typeof value === 'object' && value !== null && 'basePath' in value && 'permissions' in value && 'name' in value,
);

/** A logged application row (the operate log stores the definition's row as it was). */
const application = {
  id: 7,
  templateId: 3,
  templateName: '采购审批',
  applicant: '陈思远',
  title: '办公用品采购',
  currentStep: 1,
  stepName: '部门审批',
  stepCount: 2,
  status: 'running',
  startTime: 1_795_718_314_595,
  documentId: null,
  documentTitle: null,
  shareUuid: '5b0c6f3e-2f1e-4c55-9f5a-0d1c2b3a4e5f',
};

describe('the registry of definitions (docs/architecture.md, "One registry")', () => {
  it('holds every definition the contracts export, by its name', () => {
    const names = new Set(RESOURCE_DEFINITIONS.map((definition) => definition.name));
    expect(exported.filter((definition) => !names.has(definition.name)).map((definition) => definition.name)).toEqual(
      [],
    );
  });

  it('gives each column a format its row field can hold: numbers for counts, amounts, times and places, text for days and flags', () => {
    const wants: Partial<Record<string, readonly string[]>> = {
      number: ['integer', 'number'],
      money: ['integer', 'number'],
      time: ['integer', 'number'],
      position: ['integer', 'number'],
      date: ['string'],
      flag: ['string'],
    };
    const typesOf = (schema: { type?: unknown; anyOf?: { type?: unknown }[] } | undefined): unknown[] =>
      schema?.anyOf ? schema.anyOf.map((member) => member.type) : [schema?.type];
    const misfits = RESOURCE_DEFINITIONS.flatMap((definition) =>
      definition.columns
        .filter((column) => {
          const wanted = wants[column.format ?? 'text'];
          const schema = (
            definition.row.properties as Record<string, { type?: unknown; anyOf?: { type?: unknown }[] }>
          )[column.key];
          return wanted && schema && !typesOf(schema).some((type) => wanted.includes(String(type)));
        })
        .map((column) => `${definition.name}.${column.key}: ${column.format}`),
    );
    expect(misfits).toEqual([]);
  });

  it('gives a tone to every value of a state column with tones, and to no value it does not label', () => {
    const misfits = RESOURCE_DEFINITIONS.flatMap((definition) =>
      definition.columns
        .filter((column) => column.valueTones)
        .filter((column) => {
          const labelled = Object.keys(column.valueLabels ?? {}).sort();
          return JSON.stringify(Object.keys(column.valueTones ?? {}).sort()) !== JSON.stringify(labelled);
        })
        .map((column) => `${definition.name}.${column.key}`),
    );
    expect(misfits).toEqual([]);
    // Not vacuous: the lists do have state columns with tones.
    expect(RESOURCE_DEFINITIONS.some((definition) => definition.columns.some((column) => column.valueTones))).toBe(
      true,
    );
  });

  it('names every id a form takes by a column or detail of its label, or by its `shownBy`', () => {
    const unnamed = RESOURCE_DEFINITIONS.flatMap((definition) => {
      const shown = [...definition.columns, ...(definition.details ?? [])];
      const keys = Object.keys(definition.row.properties ?? {});
      return definition.fields
        .filter((field) => field.input === 'reference' || field.input === 'unit' || field.shownBy)
        .filter((field) =>
          field.shownBy
            ? !keys.includes(field.shownBy)
            : !shown.some((column) => column.label === field.label && keys.includes(column.key)),
        )
        .map((field) => `${definition.name}.${field.key}`);
    });
    expect(unnamed).toEqual([]);
  });

  it('labels every column and detail in both languages', () => {
    for (const definition of RESOURCE_DEFINITIONS) {
      for (const column of [...definition.columns, ...(definition.details ?? [])]) {
        for (const lang of ['zh', 'en'] as const) {
          expect(
            (definition.messages[lang] as Record<string, string>)[column.label],
            `${definition.name}.${column.key}`,
          ).toBeTruthy();
        }
      }
    }
  });
});

describe('comparedFields (docs/screens.md, "Log manage")', () => {
  it('shows a logged row by the definition: labels, value words, formats; ids and internal keys left out', () => {
    const after = { ...application, status: 'approved', documentTitle: '办公用品清单' };
    const lines = comparedFields('processList', application, after, 'zh');
    expect(lines.map(({ key, label, removed, format }) => [key, label, removed, format])).toEqual([
      ['title', '标题', false, 'text'],
      ['templateName', '流程模板', false, 'text'],
      ['applicant', '申请人', false, 'text'],
      ['stepName', '当前步骤', false, 'text'],
      ['status', '状态', false, 'text'],
      ['startTime', '提交时间', false, 'time'],
      ['documentTitle', '关联文件', false, 'text'],
    ]);
    const status = lines.find((line) => line.key === 'status');
    expect(status?.word?.('running')).toBe('审批中');
    expect(
      comparedFields('processList', application, after, 'en')
        .find((l) => l.key === 'status')
        ?.word?.('approved'),
    ).toBe('Approved');
  });

  it('shows a field the definition no longer has by its key, marked removed', () => {
    const lines = comparedFields('processList', { ...application, priority: 'high' }, null, 'en');
    expect(lines.at(-1)).toEqual({ key: 'priority', label: 'priority', removed: true, format: 'text' });
    expect(comparedFields('noSuchResource', { name: 'x' }, null, 'zh')).toEqual([
      { key: 'name', label: 'name', removed: true, format: 'text' },
    ]);
  });

  it("shows a form field that is no column by its label, a select's value by its option", () => {
    const lines = comparedFields('announcement', { audience: 'role', roleId: 2, body: '正文' }, null, 'zh');
    expect(lines.map((line) => line.key)).toEqual(['body']);
    const menu = comparedFields('menu', { type: 'in', sort: 2, parentName: '系统管理', parentId: 4 }, null, 'en');
    expect(menu.map(({ key, label, format }) => [key, label, format])).toEqual([
      ['type', 'Opens', 'text'],
      ['parentName', 'Parent group', 'text'],
      ['sort', 'Position', 'position'],
    ]);
    expect(menu[0]?.word?.('out')).toBe('An external link');
  });

  it("words a refusal's permission and call, and a form permission change", () => {
    const refusal = comparedFields(
      'person',
      null,
      {
        permission: 'person:write',
        permissionName: { zh: '编辑人员', en: 'Edit people' },
        url: '/share-system/person/add',
      },
      'zh',
    );
    expect(refusal.map(({ key, label }) => [key, label])).toEqual([
      ['permissionName', '所需权限'],
      ['url', '尝试的操作'],
    ]);
    expect(refusal[1]?.word?.('/share-system/person/add')).toBe('新增人员');
    const form = comparedFields(
      'role',
      { roleId: 3, resource: 'person', fields: {} },
      { roleId: 3, resource: 'person', fields: { phone: 'hidden', account: 'read' } },
      'en',
    );
    expect(form.map((line) => line.label)).toEqual(['Resource', 'Form field permissions']);
    expect(form[0]?.word?.('person')).toBe('People');
    expect(form[1]?.word?.({ phone: 'hidden', account: 'read' })).toBe('Phone: Hidden · Account: Read only');
    expect(form[1]?.word?.({})).toBeUndefined();
  });

  it("labels a person's table settings: the list by its name, the columns and the density", () => {
    const settings = comparedFields(
      'tableSettings',
      null,
      { resource: 'person', columns: [{ key: 'name', width: 120 }], density: 'compact' },
      'zh',
    );
    expect(settings.map(({ key, label, removed }) => [key, label, removed])).toEqual([
      ['resource', '对象', false],
      ['columns', '列设置', false],
      ['density', '行密度', false],
    ]);
    expect(settings[0]?.word?.('person')).toBe('人员');
  });

  it("labels a saved view: the list by its name, the view's name, query and columns, shared as a flag", () => {
    const view = comparedFields(
      'savedView',
      null,
      {
        resource: 'person',
        viewName: '采购部在职',
        viewQuery: { filters: { enabled: 'Y' }, sortKey: 'name', order: 'asc' },
        columns: [{ key: 'name', width: 120 }],
        density: 'compact',
        shared: 'Y',
      },
      'en',
    );
    expect(view.map(({ key, label, removed, format }) => [key, label, removed, format])).toEqual([
      ['resource', 'Resource', false, 'text'],
      ['columns', 'Columns', false, 'text'],
      ['density', 'Row density', false, 'text'],
      ['viewName', 'View name', false, 'text'],
      ['viewQuery', 'Filters, sort and page size', false, 'text'],
      ['shared', 'Shared with the company', false, 'flag'],
    ]);
    expect(view[0]?.word?.('savedView')).toBe('Saved view');
    const chosen = comparedFields(
      'savedView',
      { resource: 'person', defaultView: null },
      { resource: 'person', defaultView: '采购部在职' },
      'zh',
    );
    expect(chosen.map(({ key, label }) => [key, label])).toEqual([
      ['resource', '对象'],
      ['defaultView', '默认视图'],
    ]);
  });
});

describe('searchConditions (docs/screens.md, "Log manage")', () => {
  it('says each filter by its label and value, then the sort', () => {
    const query = {
      pageNum: 2,
      pageSize: 10,
      keyword: '李',
      unitId: 5,
      enabled: 'Y',
      sortKey: 'createTime',
      order: 'desc',
    };
    const names = { unitId: { zh: '采购部', en: 'Purchasing' } };
    expect(searchConditions('person', query, names, 'zh')).toBe(
      '搜索姓名或账号：“李” · 所属部门：采购部 · 状态：启用 · 按创建时间降序',
    );
    expect(searchConditions('person', query, names, 'en')).toMatch(
      /^.+: “李” · Unit: Purchasing · Status: Enabled · Sorted by .+, descending$/,
    );
  });

  it('says a day for a time bound, leaves out paging and fixed filters, and says when there is no condition', () => {
    expect(
      searchConditions(
        'operateLog',
        { pageNum: 1, pageSize: 10, from: Date.parse('2026-03-01T00:00:00+08:00') },
        {},
        'zh',
      ),
    ).toBe('开始日期：2026-03-01');
    expect(searchConditions('person', { pageNum: 1, pageSize: 10, userType: 'enterprise' }, {}, 'zh')).toBe(
      '全部（无筛选条件）',
    );
    // A platform administrator's company filter is one of the list's own: it is said by name.
    const company = { companyId: { zh: '远航供应链', en: 'Yuanhang Supply Chain' } };
    expect(searchConditions('person', { pageNum: 1, pageSize: 10, companyId: 3 }, company, 'zh')).toBe(
      '所属企业：远航供应链',
    );
    expect(searchConditions('person', { pageNum: 1, pageSize: 10 }, {}, 'en')).toBe('Everything (no filters)');
  });

  it('shows a filter the definition no longer has by its key, marked, after its own filters, and a name it could not find as the value', () => {
    expect(searchConditions('person', { shoeSize: 42, unitId: 9 }, {}, 'en')).toBe(
      'Unit: 9 · shoeSize (no longer a filter): 42',
    );
  });
});

describe('isLocalised', () => {
  it('takes a pair of zh and en texts or lists, nothing else', () => {
    expect(isLocalised({ zh: '是', en: 'Yes' })).toBe(true);
    expect(isLocalised({ zh: ['甲'], en: ['A'] })).toBe(true);
    expect(isLocalised({ zh: '是' })).toBe(false);
    expect(isLocalised({ zh: '是', en: 'Yes', fr: 'Oui' })).toBe(false);
    expect(isLocalised(['zh', 'en'])).toBe(false);
  });
});
