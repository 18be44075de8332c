import { randomUUID } from 'node:crypto';
import { api } from './api-client';
import { gatewayTransport } from './api-transports';
import { linkBusinessToHmrc } from './hmrc-link';

/** The period a new HMRC emulator test user has open (period key 18A2). */
export const FILED_PERIOD = { key: '18A2', from: '2017-04-01', to: '2017-06-30', due: '2017-08-07' } as const;

/**
 * File a VAT return for {@link FILED_PERIOD} as the business of `token` does: linked to a new HMRC
 * emulator test user through the product's routes, then `hmrc/vat-return/18A2` with figures typed
 * by hand. Answers the receipt's id. The session's business must have VAT turned on.
 */
export async function fileVatReturn(baseUrl: string, token: string): Promise<string> {
  await linkBusinessToHmrc(baseUrl, token);
  const client = api(token, { transport: gatewayTransport(baseUrl) });
  const filed = await client.ok('hmrcVatReturnSubmit', {
    params: { periodKey: FILED_PERIOD.key },
    body: {
      vatDueSales: 20,
      vatDueAcquisitions: 0,
      totalVatDue: 20,
      vatReclaimedCurrPeriod: 0,
      netVatDue: 20,
      totalValueSalesExVAT: 100,
      totalValuePurchasesExVAT: 0,
      totalValueGoodsSuppliedExVAT: 0,
      totalAcquisitionsExVAT: 0,
      scheme: 1,
      flatRatePercent: null,
      mode: 1,
      declaration: 1,
      dateFrom: FILED_PERIOD.from,
      dateTo: FILED_PERIOD.to,
      dateDue: FILED_PERIOD.due,
      idempotencyKey: randomUUID(),
    },
  });
  return filed.receiptId;
}
