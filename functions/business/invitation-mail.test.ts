import { beforeAll, describe, expect, it } from 'vitest';
import { resetConfig } from '../shared/config';
import { accessSharedMail, invitationMail } from '../shared/mail/templates';

beforeAll(() => {
  process.env.TABLE_NAME = 'unit-test';
  resetConfig();
});

// User text that tries to inject markup, and one that looks like a link to follow.
const HOSTILE = '<script>alert(1)</script> Acme';
const LINK_LIKE = 'https://evil.example/login?next=pay';

const invitation = () =>
  invitationMail({
    businessName: `${HOSTILE} ${LINK_LIKE}`,
    invitedBy: '<img src=x onerror=alert(2)> Olive',
    roleName: 'Accountant',
    expiresOn: '10/12/2026',
  });

describe('invitation e-mail (decision 0050)', () => {
  it('has a fixed subject with no user text', () => {
    const mail = invitation();
    expect(mail.subject).toMatch(/^You have been invited to share a business's books on /);
    expect(mail.subject).not.toContain('Acme');
    expect(mail.subject).not.toContain('evil.example');
    expect(mail.subject).not.toContain('Olive');
  });

  it('escapes the business and inviter names in the HTML body', () => {
    const mail = invitation();
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Acme');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(2)&gt; Olive');
  });

  it('links only to the invitations screen, never to a URL the name holds', () => {
    const mail = invitation();
    const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs).toHaveLength(1);
    expect(hrefs[0]).toMatch(/\/app\/invitations$/);
    expect(mail.html).not.toContain('href="https://evil.example');
  });

  it('says to register with this address first, and when it expires', () => {
    const mail = invitation();
    expect(mail.text).toContain('register with this email address first');
    expect(mail.text).toContain('expires on 10/12/2026');
    expect(mail.text).toContain('as Accountant');
  });
});

describe('role change e-mail', () => {
  it('keeps the business name out of the subject and escapes it in the body', () => {
    const mail = accessSharedMail({ name: 'Jo', businessName: HOSTILE, roleName: 'Partner', sharedBy: 'Olive' });
    expect(mail.subject).not.toContain('Acme');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});
