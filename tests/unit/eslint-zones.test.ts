import { describe, expect, it } from 'vitest';
import { ROUTE_GROUPS } from '@bk/contract';

/**
 * eslint.config.js is plain JavaScript and cannot read the contract, so it names the route groups
 * itself; this keeps its list and the contract's the same, so a new group gets its zone.
 */
describe('ESLint route group zones', () => {
  it('gives every route group of the contract a zone of its own', async () => {
    // A specifier TypeScript does not follow: the config is JavaScript without declarations.
    const path: string = '../../eslint.config.js';
    const { default: config } = (await import(path)) as { default: { files?: string[] }[] };
    const zoned = config
      .flatMap((entry) => entry.files ?? [])
      .map((glob) => /^functions\/([\w-]+)\/\*\*$/.exec(glob)?.[1])
      .filter((group): group is string => group !== undefined);
    expect([...new Set(zoned)].sort()).toEqual([...ROUTE_GROUPS, 'jobs'].sort());
  });
});
