import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROUTE_GROUPS } from '@bk/contract';
import { describe, expect, it } from 'vitest';
import {
  GROUP_NODE_MODULES,
  groupBundling,
  groupLockFile,
  KEPT_FONT_FILES,
  pruneFontsCommand,
} from '../../infra/lib/bundling';
import { BUNDLING } from '../../infra/lib/constructs/app-function';
import { REPO_ROOT } from '../../infra/lib/paths';
import { actionsOf, statementsOfFunction, synthStage } from './helpers';

/** The parts of package.json and package-lock.json files the test reads. */
interface PackageFile {
  dependencies?: Record<string, string>;
  packages?: Record<string, { version?: string; dependencies?: Record<string, string> }>;
}
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.resolve(REPO_ROOT, file), 'utf8')) as PackageFile;

describe('the invoice Lambda (PDF and e-mail, decision 0038)', () => {
  it('installs pdfkit and the fonts beside its bundle, and only the invoice function does', () => {
    // WHY: pdfkit reads its own data files at run time, so esbuild cannot bundle it; the fonts
    // are files the PDF embeds.
    const bundling = groupBundling(BUNDLING, 'invoice');
    expect(bundling.nodeModules).toEqual(['pdfkit', 'dejavu-fonts-ttf']);
    expect(bundling.format).toBe(BUNDLING.format);
    expect(bundling.banner).toContain('createRequire as __cjsRequire');
    for (const group of ROUTE_GROUPS.filter((g) => g !== 'invoice' && g !== 'user')) {
      expect(groupBundling(BUNDLING, group), group).toBe(BUNDLING);
    }
    expect(Object.keys(GROUP_NODE_MODULES)).toEqual(['invoice', 'user']);
    expect(GROUP_NODE_MODULES.user).not.toContain('pdfkit');
  });

  it('installs the versions the repository tests, from its own lock file', () => {
    // WHY: CDK runs `npm ci`, which needs a lock file matching the package.json it writes; a
    // version drifting from the root's would ship a PDF library no test ran.
    const root = readJson('package-lock.json');
    const functionsPackage = readJson('functions/package.json');
    const lock = readJson(groupLockFile('invoice'));
    for (const name of GROUP_NODE_MODULES.invoice ?? []) {
      const version = root.packages?.[`node_modules/${name}`]?.version;
      expect(version, name).toMatch(/^\d+\.\d+\.\d+$/);
      expect(functionsPackage.dependencies?.[name], name).toBe(version);
      expect(lock.packages?.['']?.dependencies?.[name], name).toBe(version);
      expect(lock.packages?.[`node_modules/${name}`]?.version, name).toBe(version);
    }
  });

  it('keeps only the two fonts and their licence of the font package', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'bk-fonts-'));
    const pkg = path.join(out, 'node_modules', 'dejavu-fonts-ttf');
    fs.mkdirSync(path.join(pkg, 'ttf'), { recursive: true });
    for (const f of [
      'ttf/DejaVuSans.ttf',
      'ttf/DejaVuSans-Bold.ttf',
      'ttf/DejaVuSerif.ttf',
      'LICENSE',
      'package.json',
      'status.txt',
    ])
      fs.writeFileSync(path.join(pkg, f), 'x');
    execFileSync('bash', ['-c', pruneFontsCommand(out)]);
    const left = fs.readdirSync(pkg, { recursive: true, withFileTypes: true }).filter((d) => d.isFile());
    expect(left.map((d) => d.name).sort()).toEqual([...KEPT_FONT_FILES].sort());
    fs.rmSync(out, { recursive: true, force: true });
  });

  it('may send raw e-mail (the PDF attached) from the stage identity', () => {
    const { template } = synthStage('dev');
    const actions = actionsOf(statementsOfFunction(template, 'bookkeeper-dev-invoice'));
    expect(actions).toContain('ses:SendRawEmail');
    expect(actions).toContain('ses:SendEmail');
  });
});
