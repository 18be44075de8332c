import fs from 'node:fs';
import { ROUTE_GROUPS, type RouteGroup } from '@bk/contract';
import { describe, expect, it } from 'vitest';
import { GROUP_ACCESS, INVOKED_JOBS, jobAccess } from '../../infra/lib/access';
import { TABLE_READ_ACTIONS, TABLE_WRITE_ACTIONS } from '../../infra/lib/constructs/grants';
import { ALL_PARTITIONS, GROUP_TABLE_ACCESS, PARTITIONS, type Partition } from '../../infra/lib/table-access';
import { actionsOf, statementsOfFunction, synthStage, type Json } from './helpers';
import { builderKeys, entryOf, partitionOf, partitionsReachedFrom, reachableFiles } from './table-reach';

/**
 * Partitions the import walk counts for a group although the group cannot name them as a leading
 * key: the data module is shared, the methods that do are listed, and the test proves the group's
 * code calls none of them.
 */
const MODULE_WIDE: readonly { partition: Partition; methods: RegExp; why: string }[] = [
  {
    partition: 'email',
    methods: /\b(getUserIdByEmail|createUser|changeEmail|deleteEmailClaim)\(/,
    why: 'userRepository: only these read or write `EMAIL#`; signed-in checks call getUser',
  },
  {
    partition: 'signInBackoff',
    methods: /\b(getSignInBackoff|putSignInBackoff)\(/,
    why: "rateLimitRepository: only these touch a device's sign-in back-off (the user function)",
  },
  {
    partition: 'unknownSignIn',
    methods: /\brecordUnknownSignIn\(/,
    why: 'rateLimitRepository: only this records sign-ins at unknown addresses (the user function)',
  },
  {
    partition: 'importsInFlight',
    methods: /\b(recoverAllLapsedImports|listLapsedImports)\(/,
    why: 'imports: `IMPORT#INFLIGHT` is a GSI1 attribute of BUS# items; only housekeeping queries it',
  },
];

const declared = (group: RouteGroup): Set<Partition> =>
  new Set([...GROUP_TABLE_ACCESS[group].read, ...GROUP_TABLE_ACCESS[group].write]);

describe('table partitions (dynamodb:LeadingKeys)', () => {
  it('knows the partition of every key the key builders of packages/data make', () => {
    // WHY: a key outside every pattern is denied in AWS though it works locally (no IAM there):
    // a new kind of partition must be registered in infra/lib/table-access.ts first.
    const builders = builderKeys();
    expect(builders.size).toBeGreaterThan(40);
    const unknown = [...builders].flatMap(([builder, made]) =>
      made.filter((k) => !partitionOf(k)).map((k) => `${builder} → ${k}`),
    );
    expect(unknown).toEqual([]);
    // And every registered partition is still made by some builder (no stale grants).
    const used = new Set([...builders.values()].flat().map(partitionOf));
    expect((Object.keys(PARTITIONS) as Partition[]).filter((p) => !used.has(p))).toEqual([]);
  });

  it.each(ROUTE_GROUPS)('grants the %s function every partition its code can reach', (group) => {
    // WHY: too narrow a grant breaks production with AccessDenied on the first request that
    // needs the partition; the imports of functions/<group> say which partitions that can be.
    const { partitions } = partitionsReachedFrom(entryOf('group', group));
    const files = reachableFiles(entryOf('group', group));
    const missing = [...partitions].filter((p) => !declared(group).has(p));
    for (const p of missing) {
      const wide = MODULE_WIDE.find((m) => m.partition === p);
      expect(wide, `${group} reaches ${p}: add it to GROUP_TABLE_ACCESS`).toBeDefined();
      const callers = [...files].filter((f) => wide?.methods.test(fs.readFileSync(f, 'utf8')));
      expect(callers, `${group} calls ${wide?.why}`).toEqual([]);
    }
  });

  it('lets the read-mostly functions write nothing but their session (and misc the banners a user cleared)', () => {
    // WHY: category and places only answer reference data; a flaw in them must not be able to
    // change a business's books or anyone's account.
    for (const group of ['category', 'places'] as const) {
      expect(GROUP_TABLE_ACCESS[group].write).toEqual(['session']);
    }
    expect([...GROUP_TABLE_ACCESS.misc.write].sort()).toEqual(['session', 'user']);
    // Only the user and business functions reach e-mail claims, one-time tokens and rate limits.
    for (const group of ROUTE_GROUPS) {
      const email = declared(group).has('email') || declared(group).has('oneTimeToken');
      expect(email, group).toBe(group === 'user' || group === 'business');
    }
  });

  it('puts the partitions into the deployed policies, reads and writes apart, Scan only for sweeping jobs', () => {
    // WHY: the map above is only worth something if each role says the same.
    const { template } = synthStage('dev');
    const conditionOf = (s: Json): string[] =>
      (s.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'] as string[] | undefined) ?? [];
    for (const group of ROUTE_GROUPS) {
      const statements = statementsOfFunction(template, `bookkeeper-dev-${group}`) as Json[];
      const reads = statements.filter((s) => actionsOf([s]).includes('dynamodb:Query'));
      const writes = statements.filter((s) => actionsOf([s]).includes('dynamodb:PutItem'));
      expect(reads, group).toHaveLength(1);
      expect(writes, group).toHaveLength(1);
      expect(actionsOf(reads).sort()).toEqual([...TABLE_READ_ACTIONS].sort());
      expect(actionsOf(writes).sort()).toEqual([...TABLE_WRITE_ACTIONS].sort());
      const access = GROUP_ACCESS[group].table ?? ALL_PARTITIONS;
      expect(conditionOf(reads[0])).toEqual(
        [...new Set([...access.read, ...access.write])].map((p) => PARTITIONS[p]).sort(),
      );
      expect(conditionOf(writes[0])).toEqual([...access.write].map((p) => PARTITIONS[p]).sort());
      expect(actionsOf(statements)).not.toContain('dynamodb:Scan');
    }
    const places = statementsOfFunction(template, 'bookkeeper-dev-places') as Json[];
    expect(conditionOf(places.find((s) => actionsOf([s]).includes('dynamodb:PutItem')))).toEqual(['SESSION#*']);
    // Jobs delete or sweep across partitions: every partition, and Scan only where they sweep.
    for (const job of INVOKED_JOBS) {
      const actions = actionsOf(statementsOfFunction(template, `bookkeeper-dev-job-${job.job}`));
      expect(actions).toContain('dynamodb:DeleteItem');
      expect(actions).not.toContain('dynamodb:Scan');
    }
    expect(jobAccess('housekeeping').tableScan).toBe(true);
    const housekeeping = statementsOfFunction(template, 'bookkeeper-dev-job-housekeeping') as Json[];
    const scan = housekeeping.find((s) => actionsOf([s]).includes('dynamodb:Scan'));
    expect(scan?.Condition).toBeUndefined();
  });
});
