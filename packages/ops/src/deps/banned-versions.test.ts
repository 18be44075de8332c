import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readAuditAnswer } from './audit-answer';
import { compareVersions, findBanned, isAffected, loadBannedList, type BannedList } from './banned-versions';

const list = loadBannedList();

/** A lockfile (version 3) holding the given packages, keyed by install path. */
const lockfile = (packages: Record<string, { version?: string; name?: string; dev?: boolean; link?: boolean }>) => ({
  name: 'bookkeeper',
  lockfileVersion: 3,
  packages: { '': { name: 'bookkeeper' }, ...packages },
});

describe('the pinned list of banned versions', () => {
  it('is well formed and names both SheetJS advisories of the npm xlsx 0.18 line', () => {
    const xlsx = list.banned.filter((e) => e.package === 'xlsx');
    expect(xlsx.map((e) => e.cve).sort()).toEqual(['CVE-2023-30533', 'CVE-2024-22363']);
    expect(xlsx.every((e) => isAffected('0.18.5', e))).toBe(true);
  });

  it('flags a lockfile that installs xlsx 0.18.5 for production, wherever it sits', () => {
    const findings = findBanned(
      lockfile({
        'node_modules/xlsx': { version: '0.18.5' },
        'web/node_modules/xlsx': { version: '0.19.2' },
        'node_modules/papaparse': { version: '5.7.1' },
      }),
      list,
    );
    expect(findings.map((f) => [f.path, f.version, f.production, f.entry.cve])).toEqual([
      ['node_modules/xlsx', '0.18.5', true, 'CVE-2023-30533'],
      ['node_modules/xlsx', '0.18.5', true, 'CVE-2024-22363'],
      ['web/node_modules/xlsx', '0.19.2', true, 'CVE-2023-30533'],
      ['web/node_modules/xlsx', '0.19.2', true, 'CVE-2024-22363'],
    ]);
  });

  it('goes by the real package of an alias: @e965/xlsx 0.20.3 passes, an alias of xlsx 0.18.5 does not', () => {
    expect(findBanned(lockfile({ 'node_modules/xlsx': { name: '@e965/xlsx', version: '0.20.3' } }), list)).toEqual([]);
    const aliased = findBanned(lockfile({ 'node_modules/sheets': { name: 'xlsx', version: '0.18.5' } }), list);
    expect(aliased.map((f) => f.package)).toEqual(['xlsx', 'xlsx']);
  });

  it('marks a dev-only package as not production, and skips workspace links', () => {
    const findings = findBanned(
      lockfile({
        'node_modules/pdfjs-dist': { version: '4.0.379', dev: true },
        'node_modules/@bk/web': { link: true },
      }),
      list,
    );
    expect(findings.map((f) => [f.package, f.production])).toEqual([['pdfjs-dist', false]]);
  });

  it("is the repository's own lockfile clear of every banned production version", () => {
    const lock: unknown = JSON.parse(readFileSync(new URL('../../../../package-lock.json', import.meta.url), 'utf8'));
    expect(findBanned(lock, list).filter((f) => f.production)).toEqual([]);
  });
});

describe('version ranges', () => {
  it('orders versions as semver does, pre-releases before their release', () => {
    expect(compareVersions('0.19.3', '0.19.10')).toBe(-1);
    expect(compareVersions('1.0.0-rc.1', '1.0.0')).toBe(-1);
    expect(compareVersions('1.0.0-rc.2', '1.0.0-rc.10')).toBe(-1);
    expect(compareVersions('1.0.0-alpha', '1.0.0-1')).toBe(1);
    expect(compareVersions('2.0.0+build', '2.0.0')).toBe(0);
    expect(compareVersions('latest', '1.0.0')).toBeNull();
  });

  it('affects from introduced up to, not including, fixed; an unreadable version counts as affected', () => {
    const entry: Pick<BannedList['banned'][number], 'affected'> = {
      affected: [{ introduced: '0', fixed: '1.0.2' }, { introduced: '2.0.0', fixed: '2.2.2' }, { introduced: '4.0.0' }],
    };
    expect(
      ['0.0.1', '1.0.1', '2.0.0', '2.2.1', '4.0.0', '9.9.9', 'not-a-version'].map((v) => isAffected(v, entry)),
    ).toEqual([true, true, true, true, true, true, true]);
    expect(['1.0.2', '1.5.0', '2.2.2', '3.9.9', '2.2.2-rc.1'].map((v) => isAffected(v, entry))).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);
  });
});

describe("reading npm audit's answer", () => {
  it('names high and critical advisories of a report', () => {
    const report = {
      auditReportVersion: 2,
      vulnerabilities: {
        xlsx: {
          name: 'xlsx',
          severity: 'high',
          range: '*',
          via: [{ title: 'Prototype Pollution in sheetJS', url: 'https://github.com/advisories/GHSA-4r6h-8v6p-xvw6' }],
        },
        cookie: { name: 'cookie', severity: 'low', range: '<0.7.0', via: [] },
      },
      metadata: { vulnerabilities: { high: 1, critical: 0 } },
    };
    expect(readAuditAnswer(JSON.stringify(report))).toEqual({
      kind: 'answered',
      advisories: [
        { package: 'xlsx', severity: 'high', range: '*', via: ['https://github.com/advisories/GHSA-4r6h-8v6p-xvw6'] },
      ],
    });
  });

  it('reads an endpoint that refuses (this network answers 405) or a registry out of reach as unreachable', () => {
    const refused = {
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
    };
    // What npm printed here: the message on top, an error with empty texts inside.
    const printed = { ...refused, error: { summary: '', detail: '' } };
    expect(readAuditAnswer(JSON.stringify(printed))).toEqual({ kind: 'unreachable', reason: refused.message });
    expect(readAuditAnswer(JSON.stringify({ error: { code: 'ENOTFOUND', summary: 'request failed' } }))).toEqual({
      kind: 'unreachable',
      reason: 'request failed',
    });
    expect(readAuditAnswer('', 'npm error code EAI_AGAIN\n')).toEqual({
      kind: 'unreachable',
      reason: 'npm error code EAI_AGAIN',
    });
  });
});
