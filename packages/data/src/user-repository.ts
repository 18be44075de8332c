import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { Db } from './db';
import { keys } from './keys';

export const UserItem = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  twofaTypeId: z.number().int(),
  newEmailAfterVerify: z.string().nullable().default(null),
  passwordHash: z.string().nullable().default(null),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserItem = z.infer<typeof UserItem>;

/** Users and the e-mail -> user lookup (ACCESS_PATTERNS.md: getUser, createUser). */
export function userRepository(db: Db) {
  return {
    async getUser(userId: string): Promise<UserItem | null> {
      const out = await db.doc.send(new GetCommand({ TableName: db.table, Key: keys.user(userId) }));
      return out.Item ? UserItem.parse(out.Item) : null;
    },

    /** Create the user and claim the e-mail address in one transaction (unique e-mail). */
    async createUser(user: UserItem): Promise<void> {
      await db.doc.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: db.table,
                Item: { ...keys.user(user.id), entity: 'user', version: 1, ...user },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              Put: {
                TableName: db.table,
                Item: { ...keys.email(user.email), entity: 'email', version: 1, userId: user.id },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
          ],
        }),
      );
    },
  };
}
export type UserRepository = ReturnType<typeof userRepository>;
