import {
  BatchGetCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { deleteKeys, sendUntilProcessed } from './batch';
import { isConditionFailed, type Db } from './db';
import { queryAll } from './paging';
import { keys, prefixes } from './keys';

export const BusinessItem = z.object({
  id: z.string(),
  name: z.string(),
  businessTypeId: z.number().check(z.int()),
  industryId: z._default(z.nullable(z.number().check(z.int())), null),
  crn: z._default(z.nullable(z.string()), null),
  enableVat: z.boolean(),
  vrn: z._default(z.nullable(z.string()), null),
  scheme: z._default(z.nullable(z.number().check(z.int())), null),
  flatRatePercent: z._default(z.nullable(z.number()), null),
  /** ISO dates: VAT registration, and joining the flat rate scheme (its first-year discount). */
  vatRegistrationDate: z._default(z.nullable(z.string()), null),
  flatRateJoinDate: z._default(z.nullable(z.string()), null),
  firstLineOfAddress: z._default(z.nullable(z.string()), null),
  town: z._default(z.nullable(z.string()), null),
  region: z._default(z.nullable(z.string()), null),
  country: z._default(z.nullable(z.string()), null),
  postalCode: z._default(z.nullable(z.string()), null),
  emailAddress: z._default(z.nullable(z.string()), null),
  phoneNumber: z._default(z.nullable(z.string()), null),
  website: z._default(z.nullable(z.string()), null),
  twitterHandle: z._default(z.nullable(z.string()), null),
  facebookProfile: z._default(z.nullable(z.string()), null),
  linkedinProfile: z._default(z.nullable(z.string()), null),
  otherSocials: z._default(z.nullable(z.string()), null),
  logoKey: z._default(z.nullable(z.string()), null),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BusinessItem = z.infer<typeof BusinessItem>;

/** A new business: what creation sets, with every other detail empty (the schema's defaults). */
export function newBusinessItem(b: {
  id: string;
  name: string;
  businessTypeId: number;
  enableVat: boolean;
  at: string;
}): BusinessItem {
  return BusinessItem.parse({
    id: b.id,
    name: b.name,
    businessTypeId: b.businessTypeId,
    enableVat: b.enableVat,
    createdAt: b.at,
    updatedAt: b.at,
  });
}

export const MemberItem = z.object({
  businessId: z.string(),
  userId: z.string(),
  email: z.string(),
  roleId: z.number().check(z.int()),
  createdAt: z.string(),
  /** When the member last selected this business; sign-in reopens the most recent one. */
  lastSelectedAt: z._default(z.nullable(z.string()), null),
});
export type MemberItem = z.infer<typeof MemberItem>;

/** A membership as stored: its own keys and the GSI1 entry that lists it under the user. */
export function memberRecord(member: MemberItem): Record<string, unknown> {
  return {
    ...keys.member(member.businessId, member.userId),
    ...keys.memberOfUser(member.userId, member.businessId),
    entity: 'member',
    version: 1,
    ...member,
  };
}

/**
 * Businesses and who may act on them (ACCESS_PATTERNS.md "businessRepository"). A business's
 * data all lives in its `BUS#<id>` partition, so deleting it is a partition sweep.
 */
export function businessRepository(db: Db) {
  return {
    async getBusiness(businessId: string): Promise<BusinessItem | null> {
      const out = await db.doc.send(new GetCommand({ TableName: db.table, Key: keys.business(businessId) }));
      return out.Item ? BusinessItem.parse(out.Item) : null;
    },

    /** The caller's membership of a business: the only way a role is ever read. */
    async getMembership(businessId: string, userId: string): Promise<MemberItem | null> {
      const out = await db.doc.send(new GetCommand({ TableName: db.table, Key: keys.member(businessId, userId) }));
      return out.Item ? MemberItem.parse(out.Item) : null;
    },

    async listMembershipsOfUser(userId: string): Promise<MemberItem[]> {
      return queryAll(
        db,
        {
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :sk)',
          ExpressionAttributeValues: { ':pk': keys.memberOfUser(userId, '').gsi1pk, ':sk': prefixes.member },
        },
        (item) => MemberItem.parse(item),
      );
    },

    /**
     * Several businesses by id, in one or more BatchGet calls of at most 100 keys; unprocessed keys
     * are asked again as `sendUntilProcessed` says (the SDK's backoff).
     */
    async getBusinesses(businessIds: readonly string[]): Promise<BusinessItem[]> {
      const found: BusinessItem[] = [];
      for (let i = 0; i < businessIds.length; i += 100)
        await sendUntilProcessed(
          businessIds.slice(i, i + 100).map((id): Record<string, unknown> => keys.business(id)),
          async (pending) => {
            const out = await db.doc.send(new BatchGetCommand({ RequestItems: { [db.table]: { Keys: pending } } }));
            for (const item of out.Responses?.[db.table] ?? []) found.push(BusinessItem.parse(item));
            return out.UnprocessedKeys?.[db.table]?.Keys;
          },
        );
      return found;
    },

    /** Set the business type of an existing business; returns the updated business, or null if it is gone. */
    async updateBusinessType(
      businessId: string,
      businessTypeId: number,
      updatedAt: string,
    ): Promise<BusinessItem | null> {
      try {
        const out = await db.doc.send(
          new UpdateCommand({
            TableName: db.table,
            Key: keys.business(businessId),
            UpdateExpression: 'SET businessTypeId = :t, updatedAt = :u',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':t': businessTypeId, ':u': updatedAt },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return BusinessItem.parse(out.Attributes);
      } catch (err) {
        if (isConditionFailed(err)) return null;
        throw err;
      }
    },

    /** Give a user a role in a business, or change the role they have. */
    async putMembership(member: MemberItem): Promise<void> {
      await db.doc.send(
        new PutCommand({
          TableName: db.table,
          Item: memberRecord(member),
        }),
      );
    },

    /** Create a business and make its creator the administrator, atomically. */
    async createBusinessWithAdministrator(business: BusinessItem, admin: MemberItem): Promise<void> {
      await db.doc.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: db.table,
                Item: { ...keys.business(business.id), entity: 'business', version: 1, ...business },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              Put: {
                TableName: db.table,
                Item: memberRecord({ ...admin, businessId: business.id }),
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
          ],
        }),
      );
    },

    /** Change fields of a business; returns the updated business, or null if it is gone. */
    async updateBusiness(
      businessId: string,
      patch: Partial<Omit<BusinessItem, 'id' | 'createdAt' | 'updatedAt'>>,
      updatedAt: string,
    ): Promise<BusinessItem | null> {
      const entries = Object.entries(patch).filter(([, v]) => v !== undefined);
      const names: Record<string, string> = { '#updatedAt': 'updatedAt' };
      const values: Record<string, unknown> = { ':updatedAt': updatedAt };
      const sets = ['#updatedAt = :updatedAt'];
      entries.forEach(([field, value], i) => {
        names[`#f${i}`] = field;
        values[`:v${i}`] = value;
        sets.push(`#f${i} = :v${i}`);
      });
      try {
        const out = await db.doc.send(
          new UpdateCommand({
            TableName: db.table,
            Key: keys.business(businessId),
            UpdateExpression: `SET ${sets.join(', ')}`,
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
            ReturnValues: 'ALL_NEW',
          }),
        );
        return BusinessItem.parse(out.Attributes);
      } catch (err) {
        if (isConditionFailed(err)) return null;
        throw err;
      }
    },

    /** Everyone with access to a business (its memberships), in one or more pages. */
    async listMembers(businessId: string): Promise<MemberItem[]> {
      return queryAll(
        db,
        {
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
          ExpressionAttributeValues: { ':pk': keys.business(businessId).pk, ':sk': prefixes.member },
        },
        (item) => MemberItem.parse(item),
      );
    },

    /** Remove a user's access to a business (its GSI entry goes with the item). */
    async deleteMembership(businessId: string, userId: string): Promise<void> {
      await db.doc.send(new DeleteCommand({ TableName: db.table, Key: keys.member(businessId, userId) }));
    },

    /** Note that a member selected the business now; a no-op if the membership has gone. */
    async recordSelection(businessId: string, userId: string, at: string): Promise<void> {
      try {
        await db.doc.send(
          new UpdateCommand({
            TableName: db.table,
            Key: keys.member(businessId, userId),
            UpdateExpression: 'SET lastSelectedAt = :at',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':at': at },
          }),
        );
      } catch (err) {
        if (!isConditionFailed(err)) throw err;
      }
    },

    /**
     * Sort keys of the first `limit` items of a business's partition (consistent read, keys
     * only). Deleting a business reads this from the start again after each batch it deletes.
     */
    async listBusinessItemKeys(businessId: string, limit = 500): Promise<string[]> {
      const out = await db.doc.send(
        new QueryCommand({
          TableName: db.table,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': keys.business(businessId).pk },
          ExpressionAttributeNames: { '#sk': 'sk' },
          ProjectionExpression: '#sk',
          ConsistentRead: true,
          Limit: limit,
        }),
      );
      return (out.Items ?? []).map((i) => String(i.sk));
    },

    /**
     * Delete items of a business's partition by sort key: BatchWriteItem, 25 a call, retrying
     * unprocessed items with backoff (throws if DynamoDB still refuses them after 8 tries).
     */
    async deleteBusinessItems(businessId: string, sortKeys: readonly string[]): Promise<void> {
      const pk = keys.business(businessId).pk;
      await deleteKeys(
        db,
        sortKeys.map((sk) => ({ pk, sk })),
      );
    },
  };
}
export type BusinessRepository = ReturnType<typeof businessRepository>;
