import { describe, expect, it } from 'vitest';
import { DATE_RANGE_MESSAGE, FILE_NAME_MESSAGE } from '@bk/domain';
import { routes } from '../routes';
import { ContactRef, EnteredDate, FileName, IsoDate } from './common';
import { InvoiceInput } from './contacts-invoices';
import { TransactionInput } from './ledger';

/** What a schema says of a value: 'ok', or its first message. */
function verdict(
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  const out = schema.safeParse(value);
  return out.success ? 'ok' : out.error?.issues[0]?.message;
}

describe('dates a person enters (decision 0054)', () => {
  it('takes 2000-01-01 to 2100-12-31 and refuses the day either side', () => {
    expect(verdict(EnteredDate, '1999-12-31')).toBe(DATE_RANGE_MESSAGE);
    expect(verdict(EnteredDate, '2000-01-01')).toBe('ok');
    expect(verdict(EnteredDate, '2100-12-31')).toBe('ok');
    expect(verdict(EnteredDate, '2101-01-01')).toBe(DATE_RANGE_MESSAGE);
    expect(verdict(EnteredDate, '0000-01-01')).toBe(DATE_RANGE_MESSAGE);
    expect(verdict(EnteredDate, '9999-12-31')).toBe(DATE_RANGE_MESSAGE);
    expect(DATE_RANGE_MESSAGE).toBe('Enter a date between 01/01/2000 and 31/12/2100');
  });

  it('still refuses what is no date with one message, not two', () => {
    const out = EnteredDate.safeParse('2026-02-30');
    expect(out.success).toBe(false);
    expect(out.error?.issues).toHaveLength(1);
  });

  it('bounds the transaction and invoice dates, and leaves dates from HMRC alone', () => {
    const tx = { desc: '', transactionTypeId: 1, amount: 1, accountId: 'a' };
    expect(TransactionInput.safeParse({ ...tx, date: '1999-12-31' }).success).toBe(false);
    expect(TransactionInput.safeParse({ ...tx, date: '2000-01-01' }).success).toBe(true);
    const submit = routes.hmrcVatReturnSubmit.body;
    const shape = submit && 'shape' in submit ? (submit.shape as Record<string, unknown>) : {};
    expect(shape['dateFrom']).toBe(IsoDate);
    expect(verdict(IsoDate, '1999-12-31')).toBe('ok');
  });
});

describe('contact references (decision 0054)', () => {
  it('take only the ids the app gives contacts', () => {
    expect(verdict(ContactRef, '3f1c8a3e-2b7d-4c55-9a0e-6d1f2b3c4d5e')).toBe('ok');
    for (const id of ['nobody', '../x', '', 'BUS#1'])
      expect(verdict(ContactRef, id), id).toBe('Choose a contact from the list, or add a new one');
    const invoice = InvoiceInput.shape.contactId;
    expect(invoice.safeParse(null).success).toBe(true);
    expect(invoice.safeParse('anything').success).toBe(false);
  });
});

describe('attachment file names (decision 0054)', () => {
  const body = routes.attachmentCreate.body;
  const fileName = body && 'shape' in body ? (body.shape as { fileName: typeof FileName }).fileName : FileName;

  it('refuses line breaks, NUL, slashes, `..` and direction overrides', () => {
    for (const name of [
      'a\r\nb.png',
      'a\nb.png',
      'nul\0.png',
      '../etc/passwd',
      'a/b.png',
      'a\\b.png',
      '..',
      '.',
      'x\u202Egnp.exe',
    ])
      expect(verdict(fileName, name), JSON.stringify(name)).toBe(FILE_NAME_MESSAGE);
  });

  it('refuses a lone surrogate, and takes an ordinary or a long Unicode name', () => {
    expect(verdict(fileName, 'a\uD800.png')).toBe(FILE_NAME_MESSAGE);
    expect(verdict(fileName, 'Reçu été 2026 (copy).pdf')).toBe('ok');
    expect(verdict(fileName, '.hidden.png')).toBe('ok');
    const long = `${'Квитанция № 7 '.repeat(20).slice(0, 251)}.pdf`;
    expect(long.length).toBe(255);
    expect(verdict(fileName, long)).toBe('ok');
    expect(verdict(fileName, `${long}x`)).not.toBe('ok');
  });
});
