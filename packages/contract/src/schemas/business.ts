/** A business, the list a person picks from, and who shares access to it in which role. */
import * as z from 'zod';
import { isFlatRatePercent } from '@bk/domain';
import { AddressContactEdit, EnteredDate, Id, IsoDate, IsoDateTime } from './common';

export const RoleRef = z.object({ id: z.number().int(), name: z.string() });

export const Business = z.object({
  id: Id,
  name: z.string(),
  businessTypeId: z.number().int(),
  industryId: z.number().int().nullable(),
  crn: z.string().nullable(),
  enableVat: z.boolean(),
  vrn: z.string().nullable(),
  scheme: z.number().int().nullable(),
  flatRatePercent: z.number().nullable(),
  /** The VAT registration date (the flat rate scheme's first-year discount runs from it). */
  vatRegistrationDate: IsoDate.nullable(),
  /** The day the business joined the flat rate scheme (flat rate scheme only). */
  flatRateJoinDate: IsoDate.nullable(),
  firstLineOfAddress: z.string().nullable(),
  town: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string().nullable(),
  postalCode: z.string().nullable(),
  formattedAddress: z.string().nullable(),
  emailAddress: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  website: z.string().nullable(),
  twitterHandle: z.string().nullable(),
  facebookProfile: z.string().nullable(),
  linkedinProfile: z.string().nullable(),
  otherSocials: z.string().nullable(),
  logoBase64: z.string().nullable(),
  businessRole: RoleRef,
});
export type Business = z.infer<typeof Business>;

/**
 * A flat rate percent (SPEC §9): 0 to 100 in steps of 0.01. The range is checked first and stops
 * the check, so a percent out of range is not also told about its decimals.
 */
export const FlatRatePercent = z
  .number()
  .min(0, { abort: true })
  .max(100, { abort: true })
  .refine(isFlatRatePercent, 'Flat rate percent can have at most 2 decimal places');

export const BusinessEdit = z.object({
  name: z.string().trim().min(1).max(200),
  businessTypeId: z.number().int().optional(),
  industryId: z.number().int().nullable().optional(),
  crn: z.string().max(20).nullable().optional(),
  vrn: z.string().max(20).nullable().optional(),
  enableVat: z.boolean().optional(),
  scheme: z.number().int().nullable().optional(),
  flatRatePercent: FlatRatePercent.nullable().optional(),
  vatRegistrationDate: EnteredDate.nullable().optional(),
  flatRateJoinDate: EnteredDate.nullable().optional(),
  ...AddressContactEdit.shape,
  twitterHandle: z.string().max(100).nullable().optional(),
  facebookProfile: z.string().max(300).nullable().optional(),
  linkedinProfile: z.string().max(300).nullable().optional(),
  otherSocials: z.string().max(1000).nullable().optional(),
  logoBase64: z.string().max(4_000_000).nullable().optional(),
});

export const BusinessTile = z.object({ id: Id, name: z.string(), businessRole: RoleRef });
export const NamedOption = z.object({ id: z.number().int(), name: z.string() });
export const AccessEntry = z.object({
  id: Id,
  email: z.string(),
  businessRoleId: z.number().int(),
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
