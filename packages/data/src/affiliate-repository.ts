/**
 * The affiliate programme's items (decision 0061, ACCESS_PATTERNS.md "affiliateRepository").
 *
 * For the operators' command (`npm run affiliate`), build `affiliateRepository(db)` and call:
 * - `listForReview(state = 'PENDING')`: `list [--state …]`, the submissions in a review state, oldest first;
 * - `showForReview(businessId)`: `show <id>`, the submission beside the published profile, the
 *   business and the address to e-mail the outcome to (`contactEmail`);
 * - `approve(businessId, { at, logoUrl })`: `approve <id>`, publishes the pending submission (its
 *   directory card and slug become the live ones, state ACTIVE); `logoUrl` is the logo's public
 *   address when the operator copied it, else null;
 * - `reject(businessId, { at, publicNote })`: `reject <id> <note>`, state REJECTED with the note;
 *   the last approved profile stays published.
 * Both answer 'notPending' when there is no pending submission (already reviewed, or withdrawn).
 * The `<id>` an operator types is the business id.
 */
import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  AffiliateEnrolmentItem,
  AffiliatePublishedItem,
  AffiliateSubmissionItem,
  AFFILIATE_STAT_FIELDS,
  cardOf,
} from './affiliate-item';
import { businessRepository, type BusinessItem } from './business-repository';
import { sendConditional, type Db } from './db';
import { cancelledAt } from './ledger-change';
import { affiliateKeys, type AffiliateReviewState } from './keys';
import { queryAll } from './paging';
import { userRepository } from './user-repository';

/** A claim younger than this is never taken over: its submission may still be being written. */
const CLAIM_SETTLE_MS = 5 * 60 * 1000;

export type ReviewResult = 'ok' | 'notPending';

export interface AffiliateReview {
  submission: AffiliateSubmissionItem;
  published: AffiliatePublishedItem | null;
  business: BusinessItem | null;
  enrolment: AffiliateEnrolmentItem | null;
  /** The submitter's account address, else the enrolment's contact address. */
  contactEmail: string | null;
}

function submissionRecord(item: AffiliateSubmissionItem) {
  return {
    ...affiliateKeys.submission(item.businessId),
    ...affiliateKeys.submissionInState(item.state, item.createdAt, item.businessId),
    entity: 'affiliateSubmission',
    version: 1,
    ...item,
  };
}

export function affiliateRepository(db: Db) {
  const get = async (key: { pk: string; sk: string }, consistent = false) =>
    (await db.doc.send(new GetCommand({ TableName: db.table, Key: key, ConsistentRead: consistent }))).Item;
  const releaseSlug = (slug: string, businessId: string) =>
    sendConditional(
      db,
      new DeleteCommand({
        TableName: db.table,
        Key: affiliateKeys.slug(slug),
        ConditionExpression: 'businessId = :me',
        ExpressionAttributeValues: { ':me': businessId },
      }),
    );
  const repo = {
    async getEnrolment(businessId: string): Promise<AffiliateEnrolmentItem | null> {
      const item = await get(affiliateKeys.enrolment(businessId), true);
      return item ? AffiliateEnrolmentItem.parse(item) : null;
    },

    async putEnrolment(item: AffiliateEnrolmentItem): Promise<void> {
      await db.doc.send(
        new PutCommand({
          TableName: db.table,
          Item: { ...affiliateKeys.enrolment(item.businessId), entity: 'affiliateEnrolment', version: 1, ...item },
        }),
      );
    },

    async getSubmission(businessId: string): Promise<AffiliateSubmissionItem | null> {
      const item = await get(affiliateKeys.submission(businessId), true);
      return item ? AffiliateSubmissionItem.parse(item) : null;
    },

    /** Replace the business's submission (a newer one supersedes a pending or reviewed one). */
    async putSubmission(item: AffiliateSubmissionItem): Promise<void> {
      await db.doc.send(new PutCommand({ TableName: db.table, Item: submissionRecord(item) }));
    },

    async getPublished(businessId: string, consistent = false): Promise<AffiliatePublishedItem | null> {
      const item = await get(affiliateKeys.published(businessId), consistent);
      return item ? AffiliatePublishedItem.parse(item) : null;
    },

    async getSlugOwner(slug: string): Promise<{ businessId: string; claimedAt: string } | null> {
      const item = await get(affiliateKeys.slug(slug), true);
      return item ? { businessId: String(item['businessId']), claimedAt: String(item['claimedAt']) } : null;
    },

    /** Whether `businessId` may use `slug`: nobody holds it, the business does, or the claim is stale. */
    async isSlugFree(slug: string, businessId: string, now: Date): Promise<boolean> {
      const owner = await repo.getSlugOwner(slug);
      return !owner || owner.businessId === businessId || (await repo.isStaleClaim(slug, owner, now));
    },

    /** A claim nobody's submission or published profile names (a deleted business, an abandoned change), once settled. */
    async isStaleClaim(slug: string, owner: { businessId: string; claimedAt: string }, now: Date): Promise<boolean> {
      if (now.getTime() - Date.parse(owner.claimedAt) < CLAIM_SETTLE_MS) return false;
      const [submission, published] = await Promise.all([
        repo.getSubmission(owner.businessId),
        repo.getPublished(owner.businessId, true),
      ]);
      return submission?.profile.slug !== slug && published?.slug !== slug;
    },

    /**
     * Claim a slug for a business: written only when nobody holds it, or the business itself, or
     * (with a condition on the old holder) a stale claim. Of two submits racing for one slug
     * exactly one write succeeds. False when another profile holds it.
     */
    async claimSlug(slug: string, businessId: string, now: Date): Promise<boolean> {
      const put = (condition: string, values: Record<string, string>) =>
        sendConditional(
          db,
          new PutCommand({
            TableName: db.table,
            Item: { ...affiliateKeys.slug(slug), entity: 'affiliateSlug', businessId, claimedAt: now.toISOString() },
            ConditionExpression: condition,
            ExpressionAttributeValues: values,
          }),
        );
      if (await put('attribute_not_exists(pk) OR businessId = :me', { ':me': businessId })) return true;
      const owner = await repo.getSlugOwner(slug);
      if (!owner || !(await repo.isStaleClaim(slug, owner, now))) return false;
      return put('businessId = :old AND claimedAt = :at', { ':old': owner.businessId, ':at': owner.claimedAt });
    },

    /** Give a slug back (only when the business still holds it). */
    releaseSlug,

    /** Submissions in a review state, oldest first. */
    async listForReview(state: AffiliateReviewState = 'PENDING', max = 500): Promise<AffiliateSubmissionItem[]> {
      return queryAll(
        db,
        {
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk',
          ExpressionAttributeValues: { ':pk': affiliateKeys.stateIndex(state) },
        },
        (i) => AffiliateSubmissionItem.parse(i),
        max,
      );
    },

    async showForReview(businessId: string): Promise<AffiliateReview | null> {
      const submission = await repo.getSubmission(businessId);
      if (!submission) return null;
      const [published, business, enrolment, submitter] = await Promise.all([
        repo.getPublished(businessId, true),
        businessRepository(db).getBusiness(businessId),
        repo.getEnrolment(businessId),
        userRepository(db).getUser(submission.submittedBy),
      ]);
      const contactEmail = submitter?.email ?? enrolment?.emailAddress ?? null;
      return { submission, published, business, enrolment, contactEmail };
    },

    /**
     * Publish the pending submission: its state, the published profile, the directory card and
     * the counters (kept when they exist) in one transaction; then the slug of the profile it
     * replaces is given back, so the old address answers 404.
     */
    async approve(businessId: string, options: { at: string; logoUrl?: string | null }): Promise<ReviewResult> {
      const submission = await repo.getSubmission(businessId);
      if (submission?.state !== 'PENDING') return 'notPending';
      const before = await repo.getPublished(businessId, true);
      const published: AffiliatePublishedItem = {
        businessId,
        slug: submission.profile.slug,
        publishedAt: options.at,
        submittedAt: submission.createdAt,
        logoUrl: options.logoUrl ?? null,
        profile: submission.profile,
      };
      const approved = { ...submission, state: 'ACTIVE' as const, reviewedAt: options.at, publicNote: null };
      const card = cardOf(published);
      const zeroes = AFFILIATE_STAT_FIELDS.map((f, i) => `#s${i} = if_not_exists(#s${i}, :zero)`).join(', ');
      try {
        await db.doc.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: db.table,
                  Item: submissionRecord(approved),
                  ConditionExpression: '#state = :pending AND createdAt = :created',
                  ExpressionAttributeNames: { '#state': 'state' },
                  ExpressionAttributeValues: { ':pending': 'PENDING', ':created': submission.createdAt },
                },
              },
              {
                Put: {
                  TableName: db.table,
                  Item: {
                    ...affiliateKeys.published(businessId),
                    entity: 'affiliatePublished',
                    version: 1,
                    ...published,
                  },
                },
              },
              {
                Put: {
                  TableName: db.table,
                  Item: {
                    ...affiliateKeys.card(businessId),
                    ...affiliateKeys.cardInDirectory(card.slug),
                    entity: 'affiliateCard',
                    version: 1,
                    ...card,
                  },
                },
              },
              {
                Update: {
                  TableName: db.table,
                  Key: affiliateKeys.stats(businessId),
                  UpdateExpression: `SET ${zeroes}, entity = :entity`,
                  ExpressionAttributeNames: Object.fromEntries(AFFILIATE_STAT_FIELDS.map((f, i) => [`#s${i}`, f])),
                  ExpressionAttributeValues: { ':zero': 0, ':entity': 'affiliateStats' },
                },
              },
            ],
          }),
        );
      } catch (err) {
        // Only the submission's condition means another review or a withdrawal came first.
        if (cancelledAt(err, 0)) return 'notPending';
        throw err;
      }
      if (before && before.slug !== published.slug) await releaseSlug(before.slug, businessId);
      return 'ok';
    },

    /** Refuse the pending submission with a note; a published profile stays, and so does its slug. */
    async reject(businessId: string, options: { at: string; publicNote: string }): Promise<ReviewResult> {
      const submission = await repo.getSubmission(businessId);
      if (submission?.state !== 'PENDING') return 'notPending';
      const rejected = {
        ...submission,
        state: 'REJECTED' as const,
        reviewedAt: options.at,
        publicNote: options.publicNote,
      };
      const done = await sendConditional(
        db,
        new PutCommand({
          TableName: db.table,
          Item: submissionRecord(rejected),
          ConditionExpression: '#state = :pending AND createdAt = :created',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':pending': 'PENDING', ':created': submission.createdAt },
        }),
      );
      if (!done) return 'notPending';
      const published = await repo.getPublished(businessId, true);
      if (published?.slug !== submission.profile.slug) await releaseSlug(submission.profile.slug, businessId);
      return 'ok';
    },

    /**
     * Leave the programme: the enrolment, submission, published profile, card and counters go in
     * one transaction, then the slugs they held are given back (the profile's address answers 404).
     */
    async withdraw(businessId: string): Promise<void> {
      const [submission, published] = await Promise.all([
        repo.getSubmission(businessId),
        repo.getPublished(businessId, true),
      ]);
      const keys = [
        affiliateKeys.enrolment(businessId),
        affiliateKeys.submission(businessId),
        affiliateKeys.published(businessId),
        affiliateKeys.card(businessId),
        affiliateKeys.stats(businessId),
      ];
      await db.doc.send(
        new TransactWriteCommand({ TransactItems: keys.map((Key) => ({ Delete: { TableName: db.table, Key } })) }),
      );
      const slugs = new Set([submission?.profile.slug, published?.slug].filter((s): s is string => !!s));
      await Promise.all([...slugs].map((s) => releaseSlug(s, businessId)));
    },
  };
  return repo;
}
export type AffiliateRepository = ReturnType<typeof affiliateRepository>;
