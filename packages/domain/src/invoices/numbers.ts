/** Invoice numbers (SPEC §5, §9): `INV-` and the counter's value zero-padded to at least 5 digits. */
export const INVOICE_NUMBER_PREFIX = 'INV-';
export const INVOICE_NUMBER_DIGITS = 5;

/**
 * The generated number for a counter value.
 * @example formatInvoiceNumber(7) // 'INV-00007'; formatInvoiceNumber(123456) // 'INV-123456'
 */
export function formatInvoiceNumber(counter: number): string {
  if (!Number.isSafeInteger(counter) || counter < 1) throw new RangeError('An invoice counter starts at 1');
  return `${INVOICE_NUMBER_PREFIX}${String(counter).padStart(INVOICE_NUMBER_DIGITS, '0')}`;
}

/**
 * What makes two invoice numbers the same one: surrounding spaces and letter case do not, so
 * 'inv-00001 ' cannot be typed beside 'INV-00001'.
 */
export function invoiceNumberIdentity(invoiceNumber: string): string {
  return invoiceNumber.trim().toUpperCase();
}

export const INVOICE_NUMBER_TAKEN_MESSAGE = 'This invoice number is already used by another invoice';
export const INVOICE_NOT_FOUND_MESSAGE = 'Invoice not found';
