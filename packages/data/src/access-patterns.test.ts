import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Db } from './db';
import {
  accountRepository,
  affiliateDirectoryRepository,
  affiliateRepository,
  aggregateRepository,
  attachmentRepository,
  auditRepository,
  balanceRepository,
  bannerRepository,
  businessRepository,
  contactRepository,
  hmrcRepository,
  importRepository,
  invitationRepository,
  invoiceRepository,
  itsaRepository,
  jobRepository,
  oneTimeTokenRepository,
  passcodeRepository,
  rateLimitRepository,
  sessionRepository,
  transactionRepository,
  transactionSearchRepository,
  userRepository,
  vatReminderRepository,
  vatRepository,
} from './index';

// Repositories are plain objects of methods; building them needs no connection.
const db = { doc: {} as Db['doc'], table: 't' };
const repositories: Record<string, object> = {
  sessionRepository: sessionRepository(db),
  userRepository: userRepository(db),
  businessRepository: businessRepository(db),
  bannerRepository: bannerRepository(db),
  auditRepository: auditRepository(db),
  jobRepository: jobRepository(db),
  accountRepository: accountRepository(db),
  transactionRepository: transactionRepository(db),
  transactionSearchRepository: transactionSearchRepository(db),
  aggregateRepository: aggregateRepository(db),
  balanceRepository: balanceRepository(db),
  attachmentRepository: attachmentRepository(db),
  contactRepository: contactRepository(db),
  oneTimeTokenRepository: oneTimeTokenRepository(db),
  passcodeRepository: passcodeRepository(db),
  rateLimitRepository: rateLimitRepository(db),
  hmrcRepository: hmrcRepository(db),
  importRepository: importRepository(db),
  invitationRepository: invitationRepository(db),
  invoiceRepository: invoiceRepository(db),
  vatReminderRepository: vatReminderRepository(db),
  vatRepository: vatRepository(db),
  itsaRepository: itsaRepository(db),
  affiliateRepository: affiliateRepository(db),
  affiliateDirectoryRepository: affiliateDirectoryRepository(db),
};

describe('ACCESS_PATTERNS.md', () => {
  const doc = readFileSync(new URL('../ACCESS_PATTERNS.md', import.meta.url), 'utf8');
  const sections = [...doc.matchAll(/^## (\w+Repository)\n([\s\S]*?)(?=^## |$(?![\s\S]))/gm)];

  it('documents every repository, and only those', () => {
    expect(sections.map((s) => s[1]).sort()).toEqual(Object.keys(repositories).sort());
  });

  it('names exactly the methods each repository has', () => {
    for (const [, name, body] of sections) {
      const documented = [...(body as string).matchAll(/^\|\s*(\w+)\s*\|/gm)]
        .map((m) => m[1])
        .filter((m) => m !== 'method');
      expect(documented.sort(), name).toEqual(Object.keys(repositories[name as string] as object).sort());
    }
  });
});
