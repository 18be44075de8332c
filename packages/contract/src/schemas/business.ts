/** A business, the list a person picks from, and who shares access to it in which role. */
import * as z from 'zod/mini';
import { isFlatRatePercent } from '@bk/domain';
import { AddressContactEdit, EnteredDate, Id, IsoDate, IsoDateTime } from './common';

export const RoleRef = z.object({ id: z.number().check(z.int()), name: z.string() });

export const Business = z.object({
  id: Id,
  name: z.string(),
  businessTypeId: z.number().check(z.int()),
  industryId: z.nullable(z.number().check(z.int())),
  crn: z.nullable(z.string()),
  enableVat: z.boolean(),
  vrn: z.nullable(z.string()),
  scheme: z.nullable(z.number().check(z.int())),
  flatRatePercent: z.nullable(z.number()),
  /** The VAT registration date (the flat rate scheme's first-year discount runs from it). */
  vatRegistrationDate: z.nullable(IsoDate),
  /** The day the business joined the flat rate scheme (flat rate scheme only). */
  flatRateJoinDate: z.nullable(IsoDate),
  firstLineOfAddress: z.nullable(z.string()),
  town: z.nullable(z.string()),
  region: z.nullable(z.string()),
  country: z.nullable(z.string()),
  postalCode: z.nullable(z.string()),
  formattedAddress: z.nullable(z.string()),
  emailAddress: z.nullable(z.string()),
  phoneNumber: z.nullable(z.string()),
  website: z.nullable(z.string()),
  twitterHandle: z.nullable(z.string()),
  facebookProfile: z.nullable(z.string()),
  linkedinProfile: z.nullable(z.string()),
  otherSocials: z.nullable(z.string()),
  logoBase64: z.nullable(z.string()),
  businessRole: RoleRef,
});
export type Business = z.infer<typeof Business>;

/**
 * A flat rate percent (SPEC §9): 0 to 100 in steps of 0.01. The range is checked first and stops
 * the check, so a percent out of range is not also told about its decimals.
 */
export const FlatRatePercent = z
  .number()
  .check(
    z.gte(0, { abort: true }),
    z.lte(100, { abort: true }),
    z.refine(isFlatRatePercent, 'Flat rate percent can have at most 2 decimal places'),
  );

export const BusinessEdit = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  businessTypeId: z.optional(z.number().check(z.int())),
  industryId: z.optional(z.nullable(z.number().check(z.int()))),
  crn: z.optional(z.nullable(z.string().check(z.maxLength(20)))),
  vrn: z.optional(z.nullable(z.string().check(z.maxLength(20)))),
  enableVat: z.optional(z.boolean()),
  scheme: z.optional(z.nullable(z.number().check(z.int()))),
  flatRatePercent: z.optional(z.nullable(FlatRatePercent)),
  vatRegistrationDate: z.optional(z.nullable(EnteredDate)),
  flatRateJoinDate: z.optional(z.nullable(EnteredDate)),
  ...AddressContactEdit.shape,
  twitterHandle: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  facebookProfile: z.optional(z.nullable(z.string().check(z.maxLength(300)))),
  linkedinProfile: z.optional(z.nullable(z.string().check(z.maxLength(300)))),
  otherSocials: z.optional(z.nullable(z.string().check(z.maxLength(1000)))),
  logoBase64: z.optional(z.nullable(z.string().check(z.maxLength(4_000_000)))),
});

export const BusinessTile = z.object({ id: Id, name: z.string(), businessRole: RoleRef });
export const NamedOption = z.object({ id: z.number().check(z.int()), name: z.string() });
export const AccessEntry = z.object({
  id: Id,
  email: z.string(),
  businessRoleId: z.number().check(z.int()),
  businessRole: RoleRef,
  /** A member has access; an invited address has none until it accepts (decision 0050). */
  status: z.enum(['member', 'invited']),
});
/** An invitation to share a business, as its recipient sees it (decision 0050). */
export const Invitation = z.object({
  id: Id,
  businessName: z.string(),
  invitedBy: z.string(),
  businessRole: RoleRef,
  expiresAt: IsoDateTime,
});
