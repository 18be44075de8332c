import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@bk/contract';
import { ACTIONS, BUSINESS_ROLES, can } from '@bk/domain';

const DOC = new URL('../../docs/permissions.md', import.meta.url);

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
    'role cannot do with the same `can(role, action)`.',
    '',
    '## Roles and actions',
    '',
    `| Action | ${BUSINESS_ROLES.map((r) => `${r.name} (${r.id})`).join(' | ')} |`,
    `| --- | ${BUSINESS_ROLES.map(() => '---').join(' | ')} |`,
    ...ACTIONS.map((a) => `| \`${a}\` | ${BUSINESS_ROLES.map((r) => (can(r.id, a) ? 'yes' : 'no')).join(' | ')} |`),
    '',
    '## Routes by action',
    '',
  ];
  for (const action of ACTIONS) {
    const routes = API_ROUTES.filter((r) => r.access === 'business' && r.permission === action);
    lines.push(`### \`${action}\``, '');
    if (routes.length === 0) lines.push('No route needs it yet.', '');
    else {
      lines.push('| Route | Call | What it does |', '| --- | --- | --- |');
      for (const r of routes)
        lines.push(`| \`${r.name}\` | \`${r.method} ${r.path}\` | ${r.summary.replace(/\|/g, '\\|')} |`);
      lines.push('');
    }
  }
  const other = (access: string) => API_ROUTES.filter((r) => r.access === access).length;
  lines.push(
    '## Routes without a business role',
    '',
    `${other('user')} routes need only a signed-in user (\`user\`), ${other('optional')} read the user when there is one (\`optional\`) and ${other('public')} are open to anyone (\`public\`); see \`packages/contract/src/routes.ts\`.`,
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
