import { importRemoval } from '@bk/data';
import { filedImportRemovalMessage, filedPeriodOf, filedPeriodText } from '@bk/domain';
import type { BusinessRequestContext } from '../../shared/api/types';
import { getDb } from '../../shared/clients/db';
import { removeImport } from '../../shared/csv-import';
import { auditFiledChange, filedPeriods, FiledPeriodError } from '../../shared/filed-periods';
import { deleteFile } from '../../shared/files';

/**
 * SPEC §7 DELETE transaction/import/{id}: removing an import whose complete transactions include
 * any dated in a VAT period filed with HMRC answers 409 with how many (and the first period)
 * unless confirmed, as finishing one does; a confirmed removal is audited (decision 0040).
 * Incomplete rows do not count in a return, so they are not asked about.
 */
export async function removeTransactionImport(ctx: BusinessRequestContext, importId: string, confirmed: boolean) {
  const businessId = ctx.business.id;
  const periods = await filedPeriods(businessId);
  const found =
    periods.length > 0 ? await importRemoval(getDb(), deleteFile).importTransactions(businessId, 'TX', importId) : null;
  const touched = (found?.transactions ?? []).flatMap((tx) => {
    const period = tx.incomplete ? null : filedPeriodOf(tx.date, periods);
    return period ? [period] : [];
  });
  const [first] = touched;
  if (first && !confirmed)
    throw new FiledPeriodError(filedImportRemovalMessage(touched.length, first), first, touched.length);
  const result = await removeImport(businessId, 'TX', importId, ctx.now);
  if (found && touched.length > 0) {
    const distinct = [...new Map(touched.map((p) => [filedPeriodText(p), p])).values()];
    const rows = `${touched.length} transaction${touched.length === 1 ? '' : 's'}`;
    await auditFiledChange(ctx, `Removed import "${found.name}" with ${rows}`, distinct);
  }
  return result;
}
