/**
 * npm run audit:deps — fails when a production dependency has a known high or critical advisory
 * (decision 0060). Two sources: the pinned list in banned-versions.json, checked against
 * package-lock.json offline, always; and the registry's audit endpoint (`npm audit --omit=dev`),
 * when it answers within AUDIT_TIMEOUT_MS. An endpoint that does not answer is said loudly and the
 * pinned list decides, unless --require-audit is given.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readAuditAnswer, type AuditAnswer } from './audit-answer';
import { describeFinding, findBanned, loadBannedList } from './banned-versions';

const USAGE = `Checks production dependencies for known high or critical advisories.

  npm run audit:deps [-- --offline | --require-audit]

  --offline        only the pinned list (packages/ops/src/deps/banned-versions.json), no network
  --require-audit  fail when the registry's audit endpoint does not answer`;

/** npm audit normally answers in a few seconds; a registry that hangs must not hold CI for long. */
const AUDIT_TIMEOUT_MS = 60_000;

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

function runAudit(): AuditAnswer {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const run = spawnSync(npm, ['audit', '--omit=dev', '--json'], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: AUDIT_TIMEOUT_MS,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) {
    const timedOut = (run.error as NodeJS.ErrnoException).code === 'ETIMEDOUT';
    return { kind: 'unreachable', reason: timedOut ? `no answer in ${AUDIT_TIMEOUT_MS / 1000} s` : run.error.message };
  }
  return readAuditAnswer(run.stdout, run.stderr);
}

function main(args: string[]): number {
  const offline = args.includes('--offline');
  const requireAudit = args.includes('--require-audit');
  if (args.some((a) => a !== '--offline' && a !== '--require-audit') || (offline && requireAudit)) {
    console.error(USAGE);
    return 2;
  }

  let failed = false;
  const lockfile: unknown = JSON.parse(readFileSync(`${ROOT}package-lock.json`, 'utf8'));
  const list = loadBannedList();
  const findings = findBanned(lockfile, list);
  const production = findings.filter((f) => f.production);
  for (const f of findings.filter((x) => !x.production)) console.warn(`warning (dev only): ${describeFinding(f)}`);
  if (production.length > 0) {
    failed = true;
    console.error('Production dependencies at banned versions (packages/ops/src/deps/banned-versions.json):');
    for (const f of production) console.error(`  ${describeFinding(f)}`);
  } else {
    console.log(`Pinned list: no production dependency at a banned version (${list.banned.length} advisories).`);
  }

  if (offline) return failed ? 1 : 0;
  const answer = runAudit();
  if (answer.kind === 'unreachable') {
    console.warn(
      `The registry's audit endpoint did not answer (${answer.reason}). Only the pinned list was checked; ` +
        'run `npm audit --omit=dev` where the endpoint answers, and add what it names to banned-versions.json.',
    );
    if (requireAudit) failed = true;
  } else if (answer.advisories.length > 0) {
    failed = true;
    console.error('npm audit names high or critical advisories in production dependencies:');
    for (const a of answer.advisories) console.error(`  ${a.package} ${a.range}: ${a.severity} ${a.via.join(', ')}`);
  } else {
    console.log('npm audit: no high or critical advisory in production dependencies.');
  }
  return failed ? 1 : 0;
}

process.exit(main(process.argv.slice(2)));
