import { publicLogoPath } from '@bk/platform';
import {
  affiliateRepository,
  type AffiliateReview,
  type AffiliateReviewState,
  type AffiliateSubmissionItem,
  type Db,
  userRepository,
} from '@bk/data';
import { affiliateApprovedMail, affiliateRejectedMail } from '../../../functions/shared/mail/templates';
import type { Mail } from '../../../functions/shared/mail/send';
import { publicLogoKeyOf, publishLogo, removePublicLogo, type LogoFiles } from './affiliate-logo';

/** How the command reaches the outside world: the files bucket, the mail path and the app's address. */
export interface AffiliateDelivery {
  /** `APP_URL` of the stage, e.g. `https://app.example.co.uk/app` (logo addresses hang off its origin). */
  appUrl: string;
  files: LogoFiles;
  send(to: string, mail: Mail): Promise<void>;
}

/** What an approval or rejection did, for the operator to read. */
export interface ReviewOutcome {
  result: 'ok' | 'notPending' | 'notFound';
  /** Where the outcome was e-mailed; null when there was no address (or nothing was done). */
  mailedTo: string | null;
  /** Why the mail was not sent, when it was not (the review itself stands). */
  mailError?: string;
  /** The published logo's (root-relative) address after an approval, null without one. */
  logoUrl?: string | null;
}

/**
 * The operators' affiliate review commands (docs/decisions/0062-affiliate-review-and-delivery.md):
 * the data side is `affiliateRepository` (decision 0061); approving also publishes the logo the affiliate chose to
 * show, and both outcomes are e-mailed to the affiliate through the product's own mail path.
 */
export function affiliateCommands(db: Db, delivery: AffiliateDelivery) {
  const repo = affiliateRepository(db);
  /** Whom the mail greets: the person who submitted, else (account gone) the business. */
  const greetingName = async (review: AffiliateReview) =>
    (await userRepository(db).getUser(review.submission.submittedBy))?.name ??
    review.business?.name ??
    review.submission.profile.name;

  async function mail(review: AffiliateReview, message: Mail): Promise<Pick<ReviewOutcome, 'mailedTo' | 'mailError'>> {
    if (!review.contactEmail) return { mailedTo: null, mailError: 'no e-mail address on the account or enrolment' };
    try {
      await delivery.send(review.contactEmail, message);
      return { mailedTo: review.contactEmail };
    } catch (err) {
      return { mailedTo: null, mailError: err instanceof Error ? err.message : String(err) };
    }
  }

  return {
    list: (state: AffiliateReviewState = 'PENDING'): Promise<AffiliateSubmissionItem[]> => repo.listForReview(state),

    show: (businessId: string): Promise<AffiliateReview | null> => repo.showForReview(businessId),

    async approve(businessId: string, publicNote: string | null, now = new Date()): Promise<ReviewOutcome> {
      const review = await repo.showForReview(businessId);
      if (!review) return { result: 'notFound', mailedTo: null };
      if (review.submission.state !== 'PENDING') return { result: 'notPending', mailedTo: null };
      const profile = review.submission.profile;
      const oldKey = publicLogoKeyOf(review.published?.logoUrl ?? null);
      const newKey =
        profile.include.logo && profile.logoKey ? await publishLogo(delivery.files, businessId, profile.logoKey) : null;
      const logoUrl = newKey ? publicLogoPath(newKey) : null;
      const result = await repo.approve(businessId, { at: now.toISOString(), logoUrl });
      if (result !== 'ok') {
        // Reviewed by someone else in between: the copy just made is nobody's (unless it is the live one).
        if (newKey && newKey !== oldKey) await removePublicLogo(delivery.files, newKey);
        return { result, mailedTo: null };
      }
      if (oldKey && oldKey !== newKey) await removePublicLogo(delivery.files, oldKey);
      const sent = await mail(
        review,
        affiliateApprovedMail({
          name: await greetingName(review),
          businessName: profile.name,
          slug: profile.slug,
          publicNote,
        }),
      );
      return { result, logoUrl, ...sent };
    },

    async reject(businessId: string, publicNote: string, now = new Date()): Promise<ReviewOutcome> {
      const review = await repo.showForReview(businessId);
      if (!review) return { result: 'notFound', mailedTo: null };
      const result = await repo.reject(businessId, { at: now.toISOString(), publicNote });
      if (result !== 'ok') return { result, mailedTo: null };
      const sent = await mail(
        review,
        affiliateRejectedMail({
          name: await greetingName(review),
          businessName: review.submission.profile.name,
          publicNote,
          stillPublished: review.published !== null,
        }),
      );
      return { result, ...sent };
    },
  };
}

const STATES: Record<string, AffiliateReviewState> = {
  pending: 'PENDING',
  rejected: 'REJECTED',
  active: 'ACTIVE',
  inactive: 'INACTIVE',
};

export type AffiliateArgs =
  | { command: 'list'; state: AffiliateReviewState }
  | { command: 'show'; id: string }
  | { command: 'approve'; id: string; publicNote: string | null }
  | { command: 'reject'; id: string; publicNote: string }
  | { command: 'help'; error?: string };

/** The words after the id, as one note (quoted or not: `reject <id> Please add a description`). */
const noteOf = (words: readonly string[]) => words.join(' ').replace(/\s+/g, ' ').trim();

/** The longest public note: it is shown on the affiliate's dashboard and in an e-mail. */
export const PUBLIC_NOTE_MAX = 1000;

/** Parse `list [--state …]`, `show <id>`, `approve <id> [public note]`, `reject <id> <public note>`. */
export function parseAffiliateArgs(argv: readonly string[]): AffiliateArgs {
  const [command, ...rest] = argv;
  if (command === 'list') {
    if (rest.length === 0) return { command: 'list', state: 'PENDING' };
    const [flag, value, ...extra] = rest;
    const state = STATES[(value ?? '').toLowerCase()];
    if (flag !== '--state' || extra.length > 0)
      return { command: 'help', error: `Unknown option ${flag === '--state' ? extra.join(' ') : flag}` };
    if (!state) return { command: 'help', error: 'State must be pending, rejected, active or inactive' };
    return { command: 'list', state };
  }
  if (command === 'show' || command === 'approve' || command === 'reject') {
    const [id, ...words] = rest;
    if (!id || id.startsWith('-')) return { command: 'help', error: `${command} needs the business id (see list)` };
    if (command === 'show')
      return words.length ? { command: 'help', error: 'show takes only the business id' } : { command, id };
    const note = noteOf(words);
    if (note.length > PUBLIC_NOTE_MAX)
      return { command: 'help', error: `The public note is at most ${PUBLIC_NOTE_MAX} characters` };
    if (command === 'approve') return { command, id, publicNote: note || null };
    if (!note) return { command: 'help', error: 'reject needs a public note saying what to change' };
    return { command, id, publicNote: note };
  }
  return { command: 'help', ...(command && command !== 'help' ? { error: `Unknown command ${command}` } : {}) };
}
