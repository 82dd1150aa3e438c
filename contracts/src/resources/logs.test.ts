import { describe, expect, it } from 'vitest';
import * as contracts from '../index';
import { LOGGED_RESOURCES, operateLogResource, type ResourceDefinition } from '../index';

/** Every resource definition the contracts export (an object with a name, a base path and permissions). */
const definitions = Object.values(contracts).filter(
  (value): value is ResourceDefinition =>
    typeof value === 'object' && value !== null && 'basePath' in value && 'permissions' in value && 'name' in value,
);

describe('the operate log names every resource (docs/screens.md, "Log manage")', () => {
  it('finds the definitions', () => {
    expect(definitions.length).toBeGreaterThan(30);
  });

  it('lists every definition among the logged resources, each with a label in zh and en', () => {
    const missing = definitions
      .map((definition) => definition.name)
      .filter((name) => !LOGGED_RESOURCES.includes(name as never));
    expect(missing).toEqual([]);
    for (const name of LOGGED_RESOURCES) {
      expect(operateLogResource.messages.zh[`resource.${name}`], name).toBeTruthy();
      expect(operateLogResource.messages.en[`resource.${name}`], name).toBeTruthy();
    }
  });
});
