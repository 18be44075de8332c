/**
 * Where this tab keeps the idempotency key of a quarterly update being sent (web/src/lib/idempotency):
 * one per business's quarter, as the VAT return keeps one per period.
 */

/** Which update a key belongs to: an amendment of a quarter is a new update, with a key of its own. */
export interface UpdateRef {
  businessId: string;
  taxYear: string;
  periodEnd: string;
  amend: boolean;
}

export const updateKeyName = (ref: UpdateRef) =>
  `bk.itsa-update.key.${ref.businessId}.${ref.taxYear}.${ref.periodEnd}.${ref.amend ? 'amend' : 'first'}`;
