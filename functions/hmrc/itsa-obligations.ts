import { earliestSubmissionDate, itsaTaxYearRange, mayBeSubmitted, obligationStatus, todayIso } from '@bk/domain';
import type { ItsaObligationDetail } from '@bk/hmrc';
import type { BusinessRequestContext } from '../shared/api/types';
import { ValidationError } from '../shared/errors';
import { itsaContext, itsaRepo, type ItsaCall } from './itsa-context';
import { fromItsaError } from './itsa-errors';
import { hmrc } from './service';

/**
 * A tax year's Income Tax obligations as HMRC gives them (reference hmrc-itsa §3): the quarterly
 * ones of the saved business and the final declaration, with HMRC's `dueDate` shown as it comes.
 */

/** The quarterly obligations of the saved business in the tax year, in date order. */
export async function quarterlyObligations(c: ItsaCall, taxYear: string): Promise<ItsaObligationDetail[]> {
  const range = itsaTaxYearRange(taxYear);
  if (!range) throw new ValidationError([{ field: 'taxYear', message: 'Enter a tax year like 2026-27' }]);
  let all;
  try {
    all = await hmrc().incomeAndExpenditureObligations(
      c.store,
      c.settings.nino,
      {
        typeOfBusiness: 'self-employment',
        businessId: c.settings.hmrcBusinessId,
        fromDate: range.start,
        toDate: range.end,
      },
      c.options,
    );
  } catch (err) {
    throw fromItsaError(err);
  }
  // A sandbox scenario answers for its own business id: take the saved one's, else every self-employment.
  const mine = all.filter((o) => o.businessId === c.settings.hmrcBusinessId);
  const chosen = mine.length > 0 ? mine : all.filter((o) => o.typeOfBusiness === 'self-employment');
  return chosen
    .flatMap((o) => o.obligationDetails)
    .filter((d) => d.periodEndDate >= range.start && d.periodEndDate <= range.end)
    .sort((a, b) => (a.periodEndDate < b.periodEndDate ? -1 : a.periodEndDate > b.periodEndDate ? 1 : 0));
}

/** `hmrc/itsa/obligations/{taxYear}`. */
export async function itsaObligations(
  ctx: BusinessRequestContext,
  taxYear: string,
  govTestScenario: string | undefined,
) {
  const c = await itsaContext(ctx, govTestScenario);
  const today = todayIso(ctx.now);
  const [quarterly, finals, year] = await Promise.all([
    quarterlyObligations(c, taxYear),
    hmrc()
      .finalDeclarationObligations(c.store, c.settings.nino, { taxYear }, c.options)
      .catch((err: unknown) => {
        throw fromItsaError(err);
      }),
    itsaRepo().getYear(ctx.business.id, taxYear),
  ]);
  const final = finals[0];
  return {
    taxYear,
    quarterly: quarterly.map((o) => ({
      periodStart: o.periodStartDate,
      periodEnd: o.periodEndDate,
      dueDate: o.dueDate,
      receivedDate: o.receivedDate ?? null,
      status: obligationStatus(o.status, o.dueDate, today),
      earliestSubmission: earliestSubmissionDate(o.periodEndDate),
      submittable: mayBeSubmitted(o.periodEndDate, today),
      submissionId: year?.periods[o.periodEndDate] ?? null,
    })),
    finalDeclaration: final
      ? {
          periodStart: final.periodStartDate,
          periodEnd: final.periodEndDate,
          dueDate: final.dueDate,
          receivedDate: final.receivedDate ?? null,
          status: obligationStatus(final.status, final.dueDate, today),
        }
      : null,
  };
}
