import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, supportMay, type RouteSpec } from '@bk/contract';
import { ACTIONS, BUSINESS_ROLES, can, type Action } from '@bk/domain';
import { SUPPORT_REFUSED } from '../../functions/shared/api/support';

const DOC = new URL('../../docs/permissions.md', import.meta.url);

const yesNo = (r: RouteSpec) => (supportMay(r) ? 'yes' : 'no');

/** What a support session keeps of an action: all of it, only its reads, or nothing. */
function supportColumn(action: Action): string {
  const routes = API_ROUTES.filter((r) => r.access === 'business' && r.permission === action);
  const open = routes.filter(supportMay).length;
  return open === routes.length ? 'yes' : open === 0 ? 'no' : 'reads only';
}

function routeTable(routes: readonly (RouteSpec & { name: string })[], support: boolean): string[] {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  return [
    `| Route | Call | What it does |${support ? ' Support session |' : ''}`,
    `| --- | --- | --- |${support ? ' --- |' : ''}`,
    ...routes.map(
      (r) => `| \`${r.name}\` | \`${r.method} ${r.path}\` | ${cell(r.summary)} |${support ? ` ${yesNo(r)} |` : ''}`,
    ),
    '',
  ];
}

/** docs/permissions.md as it must read: the policy table and the routes each action guards. */
export function renderPermissionsDoc(): string {
  const lines: string[] = [
    '# Permissions',
    '',
    '<!-- Generated from packages/domain/src/policies.ts and packages/contract/src/routes.ts by',
    '     tests/unit/permissions-doc.test.ts. Do not edit by hand: run',
    '     `UPDATE_PERMISSIONS_DOC=1 npx vitest run tests/unit/permissions-doc.test.ts`. -->',
    '',
    'What each business role may do (SPEC §6). A route with access `business` acts on the business of',
    "the caller's session and names one action; the API answers 403 when the caller's role lacks it,",
    'or when the caller is not (or no longer) a member of that business. The web app hides what the',
    'role cannot do with the same `can(role, action)`. A support session keeps what the role may',
    'read and nothing else (see [Support sessions](#support-sessions)).',
    '',
    '## Roles and actions',
    '',
    `| Action | ${BUSINESS_ROLES.map((r) => `${r.name} (${r.id})`).join(' | ')} | Support session |`,
    `| --- | ${BUSINESS_ROLES.map(() => '---').join(' | ')} | --- |`,
    ...ACTIONS.map(
      (a) =>
        `| \`${a}\` | ${BUSINESS_ROLES.map((r) => (can(r.id, a) ? 'yes' : 'no')).join(' | ')} | ${supportColumn(a)} |`,
    ),
    '',
    '## Routes by action',
    '',
  ];
  for (const action of ACTIONS) {
    const routes = API_ROUTES.filter((r) => r.access === 'business' && r.permission === action);
    lines.push(`### \`${action}\``, '');
    if (routes.length === 0) lines.push('No route needs it yet.', '');
    else lines.push(...routeTable(routes, true));
  }
  const other = (access: string) => API_ROUTES.filter((r) => r.access === access).length;
  lines.push(
    '## Routes without a business role',
    '',
    `${other('user')} routes need only a signed-in user (\`user\`), ${other('optional')} read the user when there is one (\`optional\`) and ${other('public')} are open to anyone (\`public\`); see \`packages/contract/src/routes.ts\`.`,
    '',
    '## Support sessions',
    '',
    "Support staff sign in with the support token a user reads out to them (SPEC §2 Admin login) and get a session of that user, on the user's business, with the user's role. It may read everything the user may read and change nothing (decision 0023). Before validation and the handler, the API refuses every other route with 403 and the message:",
    '',
    `> ${SUPPORT_REFUSED}`,
    '',
    'A route reads when it is a `GET`, or when its action only reads (SPEC §7 sends list filters and date ranges in `PATCH` and `POST` bodies). `supportMay` in `packages/contract/src/define.ts` decides; the few routes where method and action mislead carry `support` in the contract:',
    '',
    ...routeTable(
      API_ROUTES.filter((r) => r.support),
      true,
    ),
    'Routes without a business role that a support session may not call:',
    '',
    ...routeTable(
      API_ROUTES.filter((r) => r.access !== 'business' && !supportMay(r)),
      false,
    ),
    'Public routes read no session, so a support token changes nothing there. `tests/integration/support-session.test.ts` calls every other route of the contract in a support session.',
    '',
  );
  return lines.join('\n');
}

describe('docs/permissions.md', () => {
  it('shows the policy table and the routes of each action as the code has them', async () => {
    // Formatted as `npm run format` would, so the file passes the Prettier check too.
    const file = fileURLToPath(DOC);
    const expected = await format(renderPermissionsDoc(), { ...(await resolveConfig(file)), filepath: file });
    if (process.env.UPDATE_PERMISSIONS_DOC) writeFileSync(DOC, expected);
    expect(
      readFileSync(DOC, 'utf8'),
      'docs/permissions.md is out of date: UPDATE_PERMISSIONS_DOC=1 npx vitest run tests/unit/permissions-doc.test.ts',
    ).toBe(expected);
  });

  it('lists every business route under exactly one action', () => {
    const business = API_ROUTES.filter((r) => r.access === 'business');
    for (const r of business) expect(ACTIONS, r.name).toContain(r.permission);
  });
});
