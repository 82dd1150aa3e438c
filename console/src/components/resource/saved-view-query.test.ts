import { operateLogResource, personResource } from '@workbench/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listParamsOf, showsView, viewQueryOf } from './saved-view-query';
import { parseListParams } from './use-list-params';

describe('saved view queries', () => {
  it('keeps the filters as the list query takes them, and gives them back as the address has them', () => {
    const params = parseListParams(
      personResource,
      'unitId=7&enabled=Y&keyword=%E7%8E%8B&sort=createTime&order=desc&size=20',
    );
    const query = viewQueryOf(personResource, params);
    expect(query).toEqual({
      filters: { unitId: 7, enabled: 'Y', keyword: '王' },
      sortKey: 'createTime',
      order: 'desc',
      pageSize: 20,
    });
    expect(listParamsOf(personResource, query)).toEqual({ ...params, pageNum: 1 });
    expect(showsView(personResource, { ...params, pageNum: 3 }, query)).toBe(true);
    expect(showsView(personResource, { ...params, filters: { ...params.filters, enabled: 'N' } }, query)).toBe(false);
  });

  it('turns any address of a list into a view that shows it', () => {
    const search = fc.record({
      enabled: fc.constantFrom('', 'Y', 'N'),
      unitId: fc.option(fc.integer({ min: 1, max: 99 }), { nil: undefined }),
      size: fc.constantFrom(10, 20, 50, 100),
      sort: fc.option(fc.constantFrom(...personResource.sortKeys), { nil: undefined }),
      order: fc.constantFrom('asc', 'desc'),
    });
    fc.assert(
      fc.property(search, ({ enabled, unitId, size, sort, order }) => {
        const query = new URLSearchParams({ size: String(size), order });
        if (enabled) query.set('enabled', enabled);
        if (unitId) query.set('unitId', String(unitId));
        if (sort) query.set('sort', sort);
        const params = parseListParams(personResource, query.toString());
        expect(showsView(personResource, params, viewQueryOf(personResource, params))).toBe(true);
      }),
    );
  });

  it('keeps a day of a range as its epoch ms in China time, and gives the day back', () => {
    const params = parseListParams(operateLogResource, 'from=2026-04-30');
    const query = viewQueryOf(operateLogResource, params);
    expect(query.filters['from']).toBe(Date.parse('2026-04-30T00:00:00+08:00'));
    expect(listParamsOf(operateLogResource, query).filters['from']).toBe('2026-04-30');
  });
});
