/**
 * A return's boxes between pence (the domain) and pounds (the API edge), exactly: never a float
 * multiplied by 100 (ARCHITECTURE "Money and dates").
 */
import { parsePounds } from '../money';
import { VAT_BOX_NUMBER, VAT_BOXES, WHOLE_POUND_BOXES, type VatBox, type VatBoxes } from './boxes';

/** Boxes 1-5 as pounds with pence, 6-9 as whole pounds (pence dropped towards zero), for the API edge. */
export function vatBoxesToPounds(boxes: VatBoxes): Record<VatBox, number> {
  const pounds = {} as Record<VatBox, number>;
  for (const box of VAT_BOXES) {
    const pence = boxes[box];
    if (!Number.isSafeInteger(pence)) throw new RangeError(`Box ${VAT_BOX_NUMBER[box]} is not whole pence: ${pence}`);
    // Division of a safe integer by 100 gives exactly the double nearest the two-decimal amount (as toPounds).
    pounds[box] = WHOLE_POUND_BOXES.includes(box) ? Math.trunc(pence / 100) || 0 : pence / 100 || 0;
  }
  return pounds;
}

/**
 * Pounds (JSON numbers) to pence, exactly (parsePounds: never multiplying a float by 100). Throws RangeError
 * for a value with more than 2 decimals or beyond ±9999999999999.99. Pence in boxes 6-9 are kept, so that
 * checkVatReturn can say they are not allowed.
 */
export function vatBoxesFromPounds(pounds: Record<VatBox, number>): VatBoxes {
  const boxes = {} as VatBoxes;
  for (const box of VAT_BOXES) boxes[box] = parsePounds(pounds[box]);
  return boxes;
}
