import { describe, expect, it } from 'vitest';
import { operateLogResource, RESOURCE_DEFINITIONS, searchLogResource } from '../index';

describe('the logs name every resource (docs/screens.md, "Log manage")', () => {
  it("offers every registry definition in both logs' resource filter, named by its label in zh and en", () => {
    for (const log of [operateLogResource, searchLogResource]) {
      const filter = log.filterFields.find((field) => field.key === 'resource');
      const offered = filter?.options?.map((option) => option.value) ?? [];
      const messages = log.messages as Record<'zh' | 'en', Record<string, string>>;
      for (const definition of RESOURCE_DEFINITIONS) {
        expect(offered, `${log.name}: ${definition.name}`).toContain(definition.name);
        expect(messages.zh[`resource.${definition.name}`]).toBe(definition.label.zh);
        expect(messages.en[`resource.${definition.name}`]).toBe(definition.label.en);
      }
      // Writes no definition makes are named too.
      for (const name of ['authorize', 'tableSettings', 'savedView']) expect(offered, name).toContain(name);
      for (const option of filter?.options ?? []) {
        expect(messages.zh[option.label], option.value).toBeTruthy();
        expect(messages.en[option.label], option.value).toBeTruthy();
      }
    }
  });
});
