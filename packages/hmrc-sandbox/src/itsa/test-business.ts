/**
 * The self-employment business a test user enrolled for MTD Income Tax gets (decision 0067): as
 * HMRC's Self Assessment Test Support API would create one (reference hmrc-itsa §9.2), trading for
 * some years, standard quarters, and an accounting period of 1 April to 31 March so that either
 * quarter type may be chosen.
 */
import { randomInt } from 'node:crypto';
import { generateBusinessId } from '../test-users/nino';
import { isoDate } from '../vat/dates';
import type { ItsaBusiness } from './store-types';
import { taxYearLabel, taxYearOf } from './tax-year';

const TRADES = ['Plastering', 'Joinery', 'Bookkeeping', 'Graphic design', 'Dog grooming', 'Gardening'];

export interface BusinessSpec {
  /** The owner's surname, for the trading name. */
  surname: string;
  now: Date;
  businessId?: string;
  commencementDate?: string;
}

export function createItsaBusiness(spec: BusinessSpec): ItsaBusiness {
  const today = isoDate(spec.now);
  const year = taxYearOf(today);
  const tradingType = TRADES[randomInt(TRADES.length)] ?? 'Plastering';
  return {
    businessId: spec.businessId ?? generateBusinessId(),
    typeOfBusiness: 'self-employment',
    tradingName: `${spec.surname} ${tradingType}`,
    tradingType,
    commencementDate: spec.commencementDate ?? `${year - randomInt(2, 10)}-0${randomInt(1, 10)}-1${randomInt(0, 10)}`,
    accountingPeriod: { start: `${year}-04-01`, end: `${year + 1}-03-31` },
    quarterlyTypeChoice: { quarterlyPeriodType: 'standard', taxYearOfChoice: taxYearLabel(year) },
  };
}
