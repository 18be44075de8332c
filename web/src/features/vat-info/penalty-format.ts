import { formatDate } from '../../lib/format';

/** HMRC's dates as DD/MM/YYYY; '' when HMRC gave none. */
export const date = (value: unknown) => (typeof value === 'string' ? formatDate(value) : '');

/** HMRC's late payment penalty categories in words. */
export const LPP_CATEGORY: Record<string, string> = { LPP1: 'First penalty (LPP1)', LPP2: 'Second penalty (LPP2)' };

/** HMRC's lower-case words ('active') with a capital first letter. */
export const capital = (value: string) => (value ? value.charAt(0).toUpperCase() + value.slice(1) : value);
