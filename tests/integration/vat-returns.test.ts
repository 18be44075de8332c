import { randomUUID } from 'node:crypto';
import type { HmrcSandbox } from '@bk/hmrc-sandbox';
import { auditRepository } from '@bk/data';
import { BusinessRole } from '@bk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHmrcHandler } from '../support/hmrc-handler';
import { seedMembership, seedUser, stackDb } from '../support/seed';
import { call, seedSession } from './business-support';
import { addAccount, addTx } from './ledger-support';
import { defined } from '../support/defined';
import { HAND_WORKED_RETURN } from '../support/hand-worked-return';

/**
 * Filing VAT returns through the hmrc routes against the HMRC emulator (run in-process, as
 * hmrc-journey does): the receipt, the obligation fulfilled, one filing per idempotency key, HMRC
 * failing before and after filing, DUPLICATE_SUBMISSION reconciled, validation and permissions.
 * Each business signs in as its own HMRC test user, so each has its own open period 18A2.
 */
// The client gives up on one HMRC request after 2 s (6 s in production), so a timeout is quick to test.
// Stateful obligations (as the local stack has them, not HMRC's sandbox) so a filed period shows fulfilled.
const harness = useHmrcHandler({ env: { HMRC_TIMEOUT_MS: '2000' }, sandbox: { statefulObligations: true } });
const { api } = harness;
let sandbox: HmrcSandbox;
beforeAll(() => {
  sandbox = harness.sandbox;
});

/** A VAT business linked to HMRC as a new test user (its own VRN and open period 18A2). */
async function linkedBusiness() {
  const u = await seedUser({ withBusiness: true, enableVat: true, name: 'Sam Trader', businessName: 'Sam’s Cakes' });
  return { ...u, vrn: await linkToNewHmrcUser(u.token) };
}

/** Sign the business in to HMRC as a new test user and save its VRN; returns the VRN. */
async function linkToNewHmrcUser(token: string): Promise<string> {
  const { vrn, saved } = await harness.linkToNewHmrcUser(token);
  expect(saved.json).toMatchObject({ vrnConfirmed: true });
  return vrn;
}

const FIGURES = HAND_WORKED_RETURN;

function submission(extra: Record<string, unknown> = {}) {
  return {
    ...FIGURES,
    scheme: 1,
    flatRatePercent: null,
    mode: 2,
    declaration: 1,
    dateFrom: '2017-04-01',
    dateTo: '2017-06-30',
    dateDue: '2017-08-07',
    figuresEntryMethod: { vatDueSales: 2, vatDueAcquisitions: 2, vatReclaimedCurrPeriod: 3 },
    cellReferences: { vatDueSales: 'B2', vatDueAcquisitions: 'B3', totalVatDue: 'B4' },
    importSource: { fileName: 'vat-return-template.xlsx', sheetName: 'VAT Return' },
    idempotencyKey: randomUUID(),
    ...extra,
  };
}

const submit = (token: string, body: unknown, query?: Record<string, string>) =>
  api('POST', '/hmrc/vat-return/18A2', { token, body, ...(query ? { query } : {}) });

describe('submitting a VAT return', () => {
  it("files once, keeps HMRC's receipt with everything about the return, and the obligation is fulfilled", async () => {
    const u = await linkedBusiness();
    const body = submission();
    const filed = await submit(u.token, body);
    expect(filed.status).toBe(201);
    const id = filed.json.receiptId as string;

    const receipt = await api('GET', `/hmrc/vat-return/receipts/${id}`, { token: u.token });
    expect(receipt.status).toBe(200);
    expect(receipt.json).toMatchObject({
      ...FIGURES,
      id,
      vrn: u.vrn,
      periodKey: '18A2',
      dateFrom: '2017-04-01',
      dateTo: '2017-06-30',
      dateDue: '2017-08-07',
      scheme: 1,
      flatRatePercent: null,
      mode: 2,
      declaration: 1,
      figuresEntryMethod: body.figuresEntryMethod,
      cellReferences: body.cellReferences,
      importSource: body.importSource,
      businessName: 'Sam’s Cakes',
      submittedBy: 'Sam Trader',
      paymentIndicator: 'DD',
    });
    expect(receipt.json.formBundleNumber).toMatch(/^\d{12}$/);
    expect(receipt.json.chargeRefNumber).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(receipt.json.receiptId).toMatch(/^[0-9a-f-]{36}$/);
    expect(receipt.json.correlationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(receipt.json.receiptTimestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(receipt.json.processingDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    // HMRC holds exactly these figures, once; the obligation shows fulfilled.
    expect(sandbox.storedReturns(u.vrn)).toHaveLength(1);
    const viewed = await api('GET', '/hmrc/vat-return/18A2', { token: u.token });
    expect(viewed.json).toEqual({ periodKey: '18A2', ...FIGURES });
    const obligations = await api('POST', '/hmrc/obligations', {
      token: u.token,
      body: { from: '2017-01-01', to: '2017-12-31' },
    });
    expect((obligations.json as { periodKey: string }[]).find((o) => o.periodKey === '18A2')).toMatchObject({
      status: 'F',
    });
    // The business's last mode and declaration, the audit entry, and the list.
    expect((await api('GET', '/hmrc/details', { token: u.token })).json).toMatchObject({ mode: 2, declaration: 1 });
    const audit = await auditRepository(stackDb()).listBusinessAudit(defined(u.businessId, 'u.businessId'));
    expect(audit.map((a) => a.event)).toContain('vat-return-filed');
    const list = await api('GET', '/hmrc/vat-return/receipts', { token: u.token });
    expect((list.json as { id: string }[]).map((r) => r.id)).toEqual([id]);
  });

  it('answers the same receipt to a repeat of the same idempotency key, and files once', async () => {
    const u = await linkedBusiness();
    const body = submission();
    const first = await submit(u.token, body);
    const again = await submit(u.token, body);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.json.receiptId).toBe(first.json.receiptId);
    expect(sandbox.storedReturns(u.vrn)).toHaveLength(1);
    expect((await api('GET', '/hmrc/vat-return/receipts', { token: u.token })).json).toHaveLength(1);
  });

  it('a double click (two requests at once) files once and both get the one receipt', async () => {
    const u = await linkedBusiness();
    const body = submission();
    const [a, b] = await Promise.all([submit(u.token, body), submit(u.token, body)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.json.receiptId).toBe(b.json.receiptId);
    expect(sandbox.storedReturns(u.vrn)).toHaveLength(1);
    expect((await api('GET', '/hmrc/vat-return/receipts', { token: u.token })).json).toHaveLength(1);
  });

  it('two tabs filing the period at once (different keys): one filing, one receipt', async () => {
    const u = await linkedBusiness();
    const answers = await Promise.all([submit(u.token, submission()), submit(u.token, submission())]);
    const filed = answers.filter((a) => a.status === 201);
    expect(filed.length).toBeGreaterThanOrEqual(1);
    expect(new Set(filed.map((a) => a.json.receiptId as string)).size).toBe(1);
    for (const other of answers.filter((a) => a.status !== 201)) {
      expect(other.status).toBe(409);
      expect(other.json.message).toMatch(/^This VAT return is being sent to HMRC already/);
    }
    expect(sandbox.storedReturns(u.vrn)).toHaveLength(1);
    expect((await api('GET', '/hmrc/vat-return/receipts', { token: u.token })).json).toHaveLength(1);
  });

  it('HMRC failing before filing: a clear 503, nothing kept, and the retry files once', async () => {
    const u = await linkedBusiness();
    const body = submission();
    sandbox.failNextReturn(u.vrn, { status: 500, afterStoring: false });
    const failed = await submit(u.token, body);
    expect(failed.status).toBe(503);
    expect(failed.json.message).toBe(
      'HMRC did not confirm your return, so it has not been filed. Try again in a few minutes.',
    );
    expect(sandbox.storedReturns(u.vrn)).toHaveLength(0);
    expect((await api('GET', '/hmrc/vat-return/receipts', { token: u.token })).json).toEqual([]);

    const retried = await submit(u.token, body);
    expect(retried.status).toBe(201);
    expect(sandbox.storedReturns(u.vrn)).toHaveLength(1);
    const receipt = await api('GET', `/hmrc/vat-return/receipts/${retried.json.receiptId}`, { token: u.token });
    expect(receipt.json.formBundleNumber).toMatch(/^\d{12}$/);
  });

  it('HMRC failing after filing: read back, kept as filed (reconciled), one filing, a retry answers it', async () => {
    const u = await linkedBusiness();
    const body = submission();
    sandbox.failNextReturn(u.vrn, { status: 500, afterStoring: true });
    const filed = await submit(u.token, body);
    expect(filed.status).toBe(201);
    expect(sandbox.storedReturns(u.vrn)).toHaveLength(1);
    const receipt = await api('GET', `/hmrc/vat-return/receipts/${filed.json.receiptId}`, { token: u.token });
    expect(receipt.json).toMatchObject({ ...FIGURES, periodKey: '18A2', receiptId: null, formBundleNumber: '' });
    const again = await submit(u.token, body);
    expect(again.json.receiptId).toBe(filed.json.receiptId);
    expect(sandbox.storedReturns(u.vrn)).toHaveLength(1);
  });

  it('a timeout while HMRC files it: read back, kept as filed (reconciled), one filing', async () => {
    const u = await linkedBusiness();
    sandbox.slowNextReturn(u.vrn, 3000);
    const filed = await submit(u.token, submission());
    expect(filed.status).toBe(201);
    expect(sandbox.storedReturns(u.vrn)).toHaveLength(1);
    const receipt = await api('GET', `/hmrc/vat-return/receipts/${filed.json.receiptId}`, { token: u.token });
    expect(receipt.json).toMatchObject({ ...FIGURES, receiptId: null, formBundleNumber: '' });
  });

  it('DUPLICATE_SUBMISSION with the same figures is this return filed; with other figures, a clear refusal', async () => {
    const u = await linkedBusiness();
    sandbox.setStatefulObligations(false); // HMRC's obligations lag: 18A2 stays open after filing
    try {
      const first = await submit(u.token, submission());
      expect(first.status).toBe(201);
      // Another tab with its own key and the same figures: HMRC says duplicate; it is the same return.
      const sameFigures = await submit(u.token, submission());
      expect(sameFigures.status).toBe(201);
      expect(sameFigures.json.receiptId).toBe(first.json.receiptId);
      // Other figures for the filed period: refused, saying what to do.
      const changed = await submit(
        u.token,
        submission({ vatDueSales: 1600.25, totalVatDue: 1610.75, netVatDue: 1329.5 }),
      );
      expect(changed.status).toBe(409);
      expect(changed.json.message).toMatch(/^HMRC already has a VAT return for this period with different figures/);
    } finally {
      sandbox.setStatefulObligations(true);
    }
    expect(sandbox.storedReturns(u.vrn)).toHaveLength(1);
    expect((await api('GET', '/hmrc/vat-return/receipts', { token: u.token })).json).toHaveLength(1);
  });

  it("HMRC's DUPLICATE_SUBMISSION scenario with no return to read back: refused in plain words, nothing kept", async () => {
    const u = await linkedBusiness();
    const refused = await submit(u.token, submission(), { govTestScenario: 'DUPLICATE_SUBMISSION' });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(/^HMRC says a VAT return for this period was already filed/);
    expect((await api('GET', '/hmrc/vat-return/receipts', { token: u.token })).json).toEqual([]);
    // Nothing was held: the same key files once HMRC takes it.
    expect((await submit(u.token, submission())).status).toBe(201);
  });

  it('a period that is not open is refused in the spec words', async () => {
    const u = await linkedBusiness();
    const notOpen = await api('POST', '/hmrc/vat-return/18A1', { token: u.token, body: submission() });
    expect(notOpen.status).toBe(400);
    expect(notOpen.json.message).toBe('Obligation is not open, please select an open obligation from the list');
    expect(sandbox.storedReturns(u.vrn)).toHaveLength(0);
  });

  it('validates the return: declaration, scheme, flat rate, box identities and whole pounds', async () => {
    const u = await linkedBusiness();
    const noDeclaration = await submit(u.token, submission({ declaration: 0 }));
    expect(noDeclaration.status).toBe(400);
    expect(noDeclaration.json.errors).toEqual([
      { field: 'declaration', message: 'You must select a declaration before submitting this VAT Return.' },
    ]);
    const flatRate = await submit(u.token, submission({ scheme: 2, flatRatePercent: null }));
    expect(flatRate.json.errors).toEqual([{ field: 'flatRatePercent', message: 'Field cannot be blank' }]);
    const scheme = await submit(u.token, submission({ scheme: 7 }));
    expect((scheme.json.errors as { field: string; message: string }[]).map((e) => e.field)).toEqual(['scheme']);
    const box3 = await submit(u.token, submission({ totalVatDue: 1500 }));
    expect(box3.status).toBe(400);
    // Box 5 follows box 3, so it is wrong too; each error is on its own box.
    expect(box3.json.errors).toEqual([
      { field: 'totalVatDue', message: expect.stringMatching(/^Box 3 must equal box 1 plus box 2 \(£1,510\.75\)/) },
      { field: 'netVatDue', message: expect.stringMatching(/^Box 5 must be the difference between box 3 and box 4/) },
    ]);
    const box5 = await submit(u.token, submission({ netVatDue: 1229.49 }));
    expect((box5.json.errors as { field: string; message: string }[]).map((e) => e.field)).toEqual(['netVatDue']);
    const pence = await submit(u.token, submission({ totalValueSalesExVAT: 7501.5 }));
    expect(pence.status).toBe(400);
    expect((pence.json.errors as { field: string; message: string }[]).map((e) => e.field)).toEqual([
      'totalValueSalesExVAT',
    ]);
    expect(sandbox.storedReturns(u.vrn)).toHaveLength(0);
  });
});

describe('receipts and viewing a return', () => {
  it('lists receipts newest first, answers one by id, and 404s in the spec words', async () => {
    const u = await linkedBusiness();
    expect((await api('GET', '/hmrc/vat-return/receipts', { token: u.token })).json).toEqual([]);
    const missing = await api('GET', `/hmrc/vat-return/receipts/${randomUUID()}`, { token: u.token });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('VAT Receipt not found');
    const notFiled = await api('GET', '/hmrc/vat-return/18A2', { token: u.token });
    expect(notFiled.status).toBe(404);
    expect(notFiled.json.message).toBe('VAT return not found, please select one from the list');
    // Another business cannot read this one's receipt.
    const filed = await submit(u.token, submission());
    const stranger = await seedUser({ withBusiness: true, enableVat: true });
    const foreign = await api('GET', `/hmrc/vat-return/receipts/${filed.json.receiptId}`, { token: stranger.token });
    expect(foreign.status).toBe(404);
    // A second return (the business now files for another VAT number) lists first.
    const otherVrn = await linkToNewHmrcUser(u.token);
    const second = await submit(u.token, submission());
    expect(second.status).toBe(201);
    const list = await api('GET', '/hmrc/vat-return/receipts', { token: u.token });
    expect((list.json as { id: string; vrn: string }[]).map((r) => [r.id, r.vrn])).toEqual([
      [second.json.receiptId, otherVrn],
      [filed.json.receiptId, u.vrn],
    ]);
  });

  it('a role without vat:submit gets 403 and nothing is filed; it may still read receipts', async () => {
    const u = await linkedBusiness();
    const employee = await seedUser({ withBusiness: false });
    await seedMembership(defined(u.businessId, 'u.businessId'), employee.userId, employee.email, BusinessRole.EMPLOYEE);
    const token = await seedSession(employee.userId, defined(u.businessId, 'u.businessId'));
    const refused = await submit(token, submission());
    expect(refused.status).toBe(403);
    expect(sandbox.storedReturns(u.vrn)).toHaveLength(0);
    expect((await api('GET', '/hmrc/vat-return/receipts', { token })).status).toBe(200);
  });
});

describe('transaction/vat-figures from the ledger', () => {
  /**
   * Transactions of 2017 Q2 worked out by hand (SPEC's rules: net = gross / 1.2 rounded half-up per
   * transaction; EU acquisitions at a VAT-free price; a refund reduces its side):
   *   sale £120.00 standard: net 100.00, VAT 20.00       sale £100.01 standard: net 83.34, VAT 16.67
   *   sale refund £12.00: net -10.00, VAT -2.00          fuel £60.00 standard: net 50.00, VAT 10.00
   *   materials £21.00 at 5%: net 20.00, VAT 1.00        equipment £2,400.00: net 2,000.00, VAT 400.00
   *   EU sale £500.00: boxes 6 and 8                     EU materials £200.00: boxes 2 and 4 +40.00, 7 and 9 +200
   *   personal £1,000, unreconciled £50 and a July sale count in no box.
   */
  let token: string;
  beforeAll(async () => {
    const u = await seedUser({ withBusiness: true, enableVat: true });
    token = u.token;
    const accountId = await addAccount(token, 'Current account', true);
    const tx = (date: string, categoryId: string, amount: number, extra: Record<string, unknown> = {}) =>
      addTx(token, {
        date,
        desc: `${categoryId} ${amount}`,
        transactionTypeId: 1,
        categoryId,
        amount,
        accountId,
        vatRateId: 'standard',
        ...extra,
      });
    await tx('2017-04-10', 'sales', 120);
    await tx('2017-05-01', 'sales', 100.01);
    await tx('2017-04-20', 'sales', 12, { isRefund: true });
    await tx('2017-05-15', 'fuel', 60);
    await tx('2017-06-01', 'materials', 21, { vatRateId: 'reduced' });
    await tx('2017-06-05', 'equipment', 2400);
    await tx('2017-06-10', 'sales', 500, { transactionTypeId: 2, vatRateId: 'zero' });
    await tx('2017-06-20', 'materials', 200, { transactionTypeId: 2 });
    await tx('2017-06-25', 'sales', 1000, { transactionTypeId: 10 });
    await tx('2017-06-30', 'sales', 50, { transactionTypeId: 3 });
    await tx('2017-07-01', 'sales', 600);
    await tx('2017-03-31', 'fuel', 30);
  });
  const figures = (body: Record<string, unknown>) =>
    call('PATCH', '/transaction/vat-figures', {
      token,
      body: { startDate: '2017-04-01', endDate: '2017-06-30', ...body },
    });

  it('standard scheme: the nine boxes, counts and the unreconciled warning', async () => {
    const r = await figures({ scheme: 1 });
    expect(r.status, r.text).toBe(200);
    expect(r.json).toMatchObject({
      box1: 34.67,
      box2: 40,
      box3: 74.67,
      box4: 451,
      box5: 376.33,
      box6: 673,
      box7: 2270,
      box8: 500,
      box9: 200,
      transactionCount: 8,
      incompleteCount: 0,
      unreconciledCount: 1,
    });
    expect((r.json.checks as { code: string; level: string }[]).map((c) => [c.code, c.level])).toEqual([
      ['BOX_4_UNUSUAL', 'warning'],
      ['UNRECONCILED_TRANSACTIONS', 'warning'],
    ]);
  });

  it('cash accounting counts the same payments (bank dates under every scheme)', async () => {
    const r = await figures({ scheme: 3 });
    expect(r.json).toMatchObject({ box1: 34.67, box4: 451, box6: 673, box7: 2270 });
  });

  it('flat rate 16.5%: turnover £708.01 gives box 1 £116.82; capital goods and EU acquisitions only', async () => {
    const r = await figures({ scheme: 2, flatRatePercent: 16.5 });
    expect(r.status, r.text).toBe(200);
    expect(r.json).toMatchObject({
      box1: 116.82,
      box2: 40,
      box3: 156.82,
      box4: 400,
      box5: 243.18,
      box6: 708,
      box7: 2200,
      box8: 500,
      box9: 200,
      transactionCount: 6,
    });
  });

  it('validates the scheme, the flat rate percent and the dates', async () => {
    const noRate = await figures({ scheme: 2, flatRatePercent: null });
    expect(noRate.status).toBe(400);
    expect(noRate.json.errors).toEqual([{ field: 'flatRatePercent', message: 'Field cannot be blank' }]);
    const badRate = await figures({ scheme: 2, flatRatePercent: 16.555 });
    expect((badRate.json.errors as { field: string }[]).map((e) => e.field)).toEqual(['flatRatePercent']);
    const scheme = await figures({ scheme: 9 });
    expect(scheme.json.errors).toEqual([{ field: 'scheme', message: 'Choose a VAT scheme from the list' }]);
    const order = await figures({ scheme: 1, startDate: '2017-07-01' });
    expect(order.json.errors).toEqual([{ field: 'endDate', message: 'Date to must be after Date from' }]);
  });
});
