/** Business type ids (SPEC §3). Registration's default is -1 (none chosen yet). */
export const BusinessType = {
  SOLE_TRADER: 10,
  LIMITED_COMPANY: 20,
  PUBLIC_LIMITED_COMPANY: 30,
  ORDINARY_PARTNERSHIP: 40,
  LIMITED_PARTNERSHIP: 50,
  LIMITED_LIABILITY_PARTNERSHIP: 60,
  OTHER: 70,
} as const;
export type BusinessTypeId = (typeof BusinessType)[keyof typeof BusinessType];
export const NO_BUSINESS_TYPE = -1;

export const BUSINESS_TYPES: readonly { id: BusinessTypeId; name: string; isCompany: boolean }[] = [
  { id: BusinessType.SOLE_TRADER, name: 'Sole Trader', isCompany: false },
  { id: BusinessType.LIMITED_COMPANY, name: 'Limited Company', isCompany: true },
  { id: BusinessType.PUBLIC_LIMITED_COMPANY, name: 'Public Limited Company', isCompany: true },
  { id: BusinessType.ORDINARY_PARTNERSHIP, name: 'Ordinary Partnership', isCompany: false },
  { id: BusinessType.LIMITED_PARTNERSHIP, name: 'Limited Partnership', isCompany: false },
  { id: BusinessType.LIMITED_LIABILITY_PARTNERSHIP, name: 'Limited Liability Partnership', isCompany: true },
  { id: BusinessType.OTHER, name: 'Other', isCompany: false },
];

/** The company registration number (crn) applies only to company types (SPEC §2 Edit Business). */
export function hasCompanyNumber(id: number): boolean {
  return BUSINESS_TYPES.some((t) => t.id === id && t.isCompany);
}
