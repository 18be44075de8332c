/**
 * What every entity's schema is made of (SPEC §3): ids, dates, money, the plain replies and the
 * error reply. Money crosses the API as pounds with at most two decimals; dates as ISO
 * `YYYY-MM-DD` (SPEC §9, ARCHITECTURE "Money and dates").
 */
import * as z from 'zod/mini';
import {
  DATE_RANGE_MESSAGE,
  FILE_NAME_MESSAGE,
  isEnteredDateInRange,
  isSafeFileName,
  POUNDS_PROBLEM_MESSAGES,
  poundsProblem,
} from '@bk/domain';

export const Id = z.string().check(z.minLength(1), z.maxLength(64));
export const IdParams = z.object({ id: Id });
export const IsoDate = z.iso.date();
export const IsoDateTime = z.iso.datetime({ offset: true });
/**
 * A date a person enters (decision 0054): a real day from 01/01/2000 to 31/12/2100. Dates that
 * come from HMRC (obligation periods, a return's dates) stay plain {@link IsoDate}.
 */
export const EnteredDate = IsoDate.check(
  z.refine(
    // Text that is not YYYY-MM-DD at all has its one message from IsoDate already.
    (d) => !/^\d{4}-\d{2}-\d{2}$/.test(d) || isEnteredDateInRange(d),
    DATE_RANGE_MESSAGE,
  ),
);
/** The name of a file a person uploads (decision 0054): no control characters, slashes or `..`. */
export const FileName = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(255), z.refine(isSafeFileName, FILE_NAME_MESSAGE));
/** A contact of the business, by the id the app gives contacts (a UUID); the handler checks it exists. */
export const ContactRef = z.uuid('Choose a contact from the list, or add a new one');
/**
 * Pounds, checked by the one parser the functions use to turn them into pence (`parsePounds`), so
 * whatever passes here converts exactly; 3.3000000000000003 (1.1 * 3 in JavaScript) is refused here
 * with a field error instead of failing later.
 */
export const Money = z.number().check(
  z.superRefine((n, ctx) => {
    const problem = poundsProblem(n);
    if (problem) ctx.addIssue({ code: 'custom', message: POUNDS_PROBLEM_MESSAGES[problem] });
  }),
);
/** The address and contact fields a business and an affiliate enrolment edit alike (all optional, null clears). */
export const AddressContactEdit = z.object({
  firstLineOfAddress: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
  town: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  region: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  country: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  postalCode: z.optional(z.nullable(z.string().check(z.maxLength(20)))),
  emailAddress: z.optional(z.nullable(z.string().check(z.maxLength(254)))),
  phoneNumber: z.optional(z.nullable(z.string().check(z.maxLength(40)))),
  website: z.optional(z.nullable(z.string().check(z.maxLength(300)))),
});
export const Email = z.pipe(
  z.string().check(z.trim(), z.toLowerCase()),
  z.email('Enter a valid email address').check(z.maxLength(254)),
);
export const Empty = z.catchall(z.object({}), z.never());
export const Ok = z.object({ ok: z.literal(true) });
export const Message = z.object({ message: z.string() });
export const Text = z.string();
export const PageQuery = z.object({ page: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1) });
export const Paged = <T extends z.ZodMiniType>(key: string, item: T) =>
  z.object({ [key]: z.array(item), pages: z.number().check(z.int(), z.gte(0)) });

/** SPEC §8: a validation reply lists field errors; every other error reply carries a message. */
export const FieldError = z.object({ field: z.string(), message: z.string() });
export const ErrorBody = z.object({
  message: z.string(),
  errors: z.optional(z.array(FieldError)),
  requestId: z.optional(z.string()),
  /** An HMRC answer's `X-CorrelationId` and when it came, for the person to quote to HMRC. */
  hmrcReference: z.optional(z.object({ correlationId: z.string(), at: z.string() })),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
export type FieldError = z.infer<typeof FieldError>;

/** SPEC §5: registration and affiliate enrolment both need the terms agreed. */
export const TERMS_REQUIRED_MESSAGE = 'You must agree to the terms and conditions';
