/**
 * Where this tab keeps the idempotency key of a return being filed (web/src/lib/idempotency): one
 * per business and period, so a retry or a reload files the return at most once.
 */
export const returnKeyName = (businessId: string, periodKey: string) => `bk.vat-return.key.${businessId}.${periodKey}`;
