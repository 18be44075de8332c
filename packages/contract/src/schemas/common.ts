/**
 * What every entity's schema is made of (SPEC §3): ids, dates, money, the plain replies and the
 * error reply. Money crosses the API as pounds with at most two decimals; dates as ISO
 * `YYYY-MM-DD` (SPEC §9, ARCHITECTURE "Money and dates").
 */
import * as z from 'zod';
import {
  DATE_RANGE_MESSAGE,
  FILE_NAME_MESSAGE,
  isEnteredDateInRange,
  isSafeFileName,
  POUNDS_PROBLEM_MESSAGES,
  poundsProblem,
} from '@bk/domain';

export const Id = z.string().min(1).max(64);
export const IdParams = z.object({ id: Id });
export const IsoDate = z.iso.date();
export const IsoDateTime = z.iso.datetime({ offset: true });
/**
 * A date a person enters (decision 0054): a real day from 01/01/2000 to 31/12/2100. Dates that
 * come from HMRC (obligation periods, a return's dates) stay plain {@link IsoDate}.
 */
export const EnteredDate = IsoDate.refine(
  // Text that is not YYYY-MM-DD at all has its one message from IsoDate already.
  (d) => !/^\d{4}-\d{2}-\d{2}$/.test(d) || isEnteredDateInRange(d),
  DATE_RANGE_MESSAGE,
);
/** The name of a file a person uploads (decision 0054): no control characters, slashes or `..`. */
export const FileName = z.string().trim().min(1).max(255).refine(isSafeFileName, FILE_NAME_MESSAGE);
/** A contact of the business, by the id the app gives contacts (a UUID); the handler checks it exists. */
export const ContactRef = z.uuid('Choose a contact from the list, or add a new one');
/**
 * Pounds, checked by the one parser the functions use to turn them into pence (`parsePounds`), so
 * whatever passes here converts exactly; 3.3000000000000003 (1.1 * 3 in JavaScript) is refused here
 * with a field error instead of failing later.
 */
export const Money = z.number().superRefine((n, ctx) => {
  const problem = poundsProblem(n);
  if (problem) ctx.addIssue({ code: 'custom', message: POUNDS_PROBLEM_MESSAGES[problem] });
});
/** The address and contact fields a business and an affiliate enrolment edit alike (all optional, null clears). */
export const AddressContactEdit = z.object({
  firstLineOfAddress: z.string().max(200).nullable().optional(),
  town: z.string().max(100).nullable().optional(),
  region: z.string().max(100).nullable().optional(),
  country: z.string().max(100).nullable().optional(),
  postalCode: z.string().max(20).nullable().optional(),
  emailAddress: z.string().max(254).nullable().optional(),
  phoneNumber: z.string().max(40).nullable().optional(),
  website: z.string().max(300).nullable().optional(),
});
export const Email = z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address').max(254));
export const Empty = z.object({}).strict();
export const Ok = z.object({ ok: z.literal(true) });
export const Message = z.object({ message: z.string() });
export const Text = z.string();
export const PageQuery = z.object({ page: z.coerce.number().int().min(1).default(1) });
export const Paged = <T extends z.ZodType>(key: string, item: T) =>
  z.object({ [key]: z.array(item), pages: z.number().int().min(0) });

/** SPEC §8: a validation reply lists field errors; every other error reply carries a message. */
export const FieldError = z.object({ field: z.string(), message: z.string() });
export const ErrorBody = z.object({
  message: z.string(),
  errors: z.array(FieldError).optional(),
  requestId: z.string().optional(),
  /** An HMRC answer's `X-CorrelationId` and when it came, for the person to quote to HMRC. */
  hmrcReference: z.object({ correlationId: z.string(), at: z.string() }).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
export type FieldError = z.infer<typeof FieldError>;

/** SPEC §5: registration and affiliate enrolment both need the terms agreed. */
export const TERMS_REQUIRED_MESSAGE = 'You must agree to the terms and conditions';
