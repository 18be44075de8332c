import type { z } from 'zod/mini';
import type { VatReceipt } from '@bk/contract';
import { vatRepository, type VatReceiptItem } from '@bk/data';
import { vatBoxesToPounds, type VatBoxes } from '@bk/domain';
import type { VatReturn } from '@bk/hmrc';
import type { BusinessRequestContext } from '../shared/api/types';
import { getDb } from '../shared/clients/db';
import { NotFoundError } from '../shared/errors';
import { fromHmrcError } from './errors';
import { boxesOfHmrcReturn, PERIOD_KEY, RETURN_MESSAGES } from './return-checks';
import { hmrc } from './service';
import { vatContext } from './vat';

/** Filed returns as the product keeps them (receipts) and as HMRC holds them. */

export type ReceiptDto = z.input<typeof VatReceipt>;

const vrepo = () => vatRepository(getDb());

export function toReceiptDto(r: VatReceiptItem): ReceiptDto {
  return {
    ...vatBoxesToPounds(r.boxes as VatBoxes),
    id: r.id,
    correlationId: r.correlationId,
    receiptId: r.receiptId,
    receiptTimestamp: r.receiptTimestamp,
    processingDate: r.processingDate,
    paymentIndicator: r.paymentIndicator,
    formBundleNumber: r.formBundleNumber,
    chargeRefNumber: r.chargeRefNumber,
    vrn: r.vrn,
    mode: r.mode,
    declaration: r.declaration,
    businessName: r.businessName,
    businessAddress: r.businessAddress,
    scheme: r.scheme,
    flatRatePercent: r.flatRatePercent,
    periodKey: r.periodKey,
    dateFrom: r.dateFrom,
    dateTo: r.dateTo,
    dateDue: r.dateDue,
    figuresEntryMethod: r.figuresEntryMethod,
    cellReferences: r.cellReferences,
    importSource: r.importSource,
    submittedBy: r.submittedBy,
    reconciled: r.reconciled,
    createdDate: r.createdDate,
  };
}

/** `hmrc/vat-return/receipts`: every receipt of the business, newest first. */
export async function vatReceipts(ctx: BusinessRequestContext): Promise<ReceiptDto[]> {
  return (await vrepo().listReceipts(ctx.business.id)).map(toReceiptDto);
}

/** `hmrc/vat-return/receipts/{id}`. */
export async function vatReceipt(ctx: BusinessRequestContext, id: string): Promise<ReceiptDto> {
  const receipt = await vrepo().getReceipt(ctx.business.id, id);
  if (!receipt) throw new NotFoundError(RETURN_MESSAGES.receiptNotFound);
  return toReceiptDto(receipt);
}

/** `hmrc/vat-return/{periodKey}` (GET): the return HMRC holds for a period (SPEC §4 "Obligation"). */
export async function viewVatReturn(ctx: BusinessRequestContext, periodKey: string) {
  if (!PERIOD_KEY.test(periodKey)) throw new NotFoundError(RETURN_MESSAGES.returnNotFound);
  const v = await vatContext(ctx, undefined);
  let found: VatReturn | null;
  try {
    found = await hmrc().viewReturn(v.store, v.vrn, periodKey, { fraudHeaders: v.options.fraudHeaders });
  } catch (err) {
    throw fromHmrcError(err, v.vrn);
  }
  if (!found) throw new NotFoundError(RETURN_MESSAGES.returnNotFound);
  const boxes = boxesOfHmrcReturn(found);
  if (!boxes) throw new NotFoundError(RETURN_MESSAGES.returnNotFound);
  return { periodKey: found.periodKey ?? periodKey, ...vatBoxesToPounds(boxes) };
}
