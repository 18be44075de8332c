import { expect } from 'vitest';
import { baseUrl } from './browser';
import { defined } from '../../support/defined';

/** One sent e-mail as the local stack's `/_local/mail.json` lists it (newest first). */
export interface SentMail {
  id: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  date: string;
}

/** Every e-mail sent to an address so far, newest first. */
export async function mailTo(address: string): Promise<SentMail[]> {
  const res = await fetch(`${baseUrl()}/_local/mail.json`);
  if (!res.ok) throw new Error(`/_local/mail.json answered ${res.status}`);
  const all = (await res.json()) as SentMail[];
  const wanted = address.toLowerCase();
  return all.filter((m) => m.to.some((to) => to.toLowerCase().includes(wanted)));
}

/** The ids of the mail an address has now, to tell later mail apart. */
export async function mailIds(address: string): Promise<Set<string>> {
  return new Set((await mailTo(address)).map((m) => m.id));
}

/**
 * Wait for a new e-mail to an address (one not among `seen`) whose subject matches, and answer
 * it. Mail reaches the sink shortly after the call that sends it.
 */
export async function nextMail(address: string, subject: RegExp, seen: Set<string> = new Set()): Promise<SentMail> {
  let found: SentMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(address)).find((m) => !seen.has(m.id) && subject.test(m.subject));
        return found !== undefined;
      },
      { timeout: 10_000, message: `an e-mail to ${address} with subject ${String(subject)}` },
    )
    .toBe(true);
  return defined(found, 'the polled-for e-mail');
}

/**
 * The app address a mail links to, below the stack's origin (mail links use APP_URL, whose
 * host may differ from the test's), e.g. `/app/verify-email/abc`.
 */
export function appLinkIn(mail: SentMail, path: '/verify-email/' | '/reset-password/'): string {
  const match = new RegExp(`/app${path}[A-Za-z0-9_-]+`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in the mail "${mail.subject}":\n${mail.text}`);
  return match[0];
}

/** The code in a passcode or backup-code e-mail (the line after "... finish signing in:"). */
export function codeIn(mail: SentMail): string {
  const match = /finish signing in:\s*\n\s*(\S+)\s*\n/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no code in the mail "${mail.subject}":\n${mail.text}`);
  return match[1];
}
