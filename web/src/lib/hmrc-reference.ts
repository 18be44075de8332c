import type { HmrcReference } from './api-error';
import { formatDateTime } from './format';

/**
 * HMRC's reference of an error as the person quotes it to HMRC or support, in UK time.
 * @example hmrcReferenceText({ correlationId: 'c75f…', at: '2026-11-25T14:03:00Z' }) // 'HMRC reference: c75f… at 14:03 on 25/11/2026'
 */
export function hmrcReferenceText(reference: HmrcReference): string {
  const [day = '', time = ''] = formatDateTime(reference.at).split(' ');
  return `HMRC reference: ${reference.correlationId} at ${time} on ${day}`;
}
