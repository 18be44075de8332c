import {
  affiliateDirectoryRepository,
  affiliateRepository,
  type AffiliateDirectoryRepository,
  type AffiliateEnrolmentItem,
  type AffiliateRepository,
} from '@bk/data';
import { getDb } from '../shared/clients/db';
import { config } from '../shared/config';
import { ConflictError, NotFoundError } from '../shared/errors';
import { AFFILIATE_MESSAGES } from './messages';

let affiliateRepo: AffiliateRepository | undefined;
let directoryRepo: AffiliateDirectoryRepository | undefined;

export function affiliates(): AffiliateRepository {
  affiliateRepo ??= affiliateRepository(getDb());
  return affiliateRepo;
}

export function directory(): AffiliateDirectoryRepository {
  directoryRepo ??= affiliateDirectoryRepository(getDb());
  return directoryRepo;
}

/**
 * With the programme switched off (FEATURE_AFFILIATE) it does not exist for anyone: 404, the
 * same for the public directory and for members (SPEC §4: the web sends them Home).
 */
export function requireFeature(): void {
  if (!config().FEATURE_AFFILIATE) throw new NotFoundError();
}

/** SPEC §4: a business that has not joined is sent to Enrol; the API refuses with 409 and says why. */
export async function requireEnrolment(businessId: string): Promise<AffiliateEnrolmentItem> {
  requireFeature();
  const enrolment = await affiliates().getEnrolment(businessId);
  if (!enrolment) throw new ConflictError(AFFILIATE_MESSAGES.notEnrolled);
  return enrolment;
}
