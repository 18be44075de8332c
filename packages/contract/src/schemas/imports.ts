/** CSV imports (each mapped column's index, -1 when not mapped) and the CSV export. */
import * as z from 'zod';
import { Id, IsoDate, IsoDateTime } from './common';

export const ImportRecord = z.object({ id: Id, name: z.string(), date: IsoDateTime });

const Index = z.number().int().min(-1);
export const ContactImportFinish = z.object({
  name: z.string().trim().min(1).max(100),
  nameIndex: Index,
  emailIndex: Index,
  phoneIndex: Index,
  mobileIndex: Index,
  addressIndex: Index,
  websiteIndex: Index,
  twitterIndex: Index,
  facebookIndex: Index,
  linkedinIndex: Index,
  otherSocialsIndex: Index,
  vrnIndex: Index,
  csvData: z.string(),
});
export const TransactionImportFinish = z.object({
  accountId: Id,
  name: z.string().trim().min(1).max(100),
  dateIndex: Index,
  amountIndex: Index,
  netAmountIndex: Index,
  vatAmountIndex: Index,
  payInIndex: Index,
  payOutIndex: Index,
  descIndex: Index,
  categoryIndex: Index,
  contactIndex: Index,
  vatRateIndex: Index,
  transactionTypeIndex: Index,
  purchasePriceIndex: Index,
  isRefundIndex: Index,
  csvData: z.string(),
});
export const ExportRequest = z.object({
  startDate: IsoDate,
  endDate: IsoDate,
  bankAccountId: Id.nullable().optional(),
});
