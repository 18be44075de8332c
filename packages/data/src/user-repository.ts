import { DeleteCommand, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { deleteKeys } from './batch';
import { isConditionFailed, type Db, sendConditional } from './db';
import { queryPages } from './paging';
import { keys } from './keys';

export const UserItem = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  twofaTypeId: z.number().check(z.int()),
  newEmailAfterVerify: z._default(z.nullable(z.string()), null),
  passwordHash: z._default(z.nullable(z.string()), null),
  /** The active authenticator secret (base32), set once set-up is confirmed with a code. */
  totpSecret: z._default(z.nullable(z.string()), null),
  /** A secret being set up (shown as a QR code), not yet confirmed. */
  totpPendingSecret: z._default(z.nullable(z.string()), null),
  /** The last TOTP time step accepted, so one code cannot be used twice. */
  totpLastStep: z._default(z.nullable(z.number().check(z.int())), null),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserItem = z.infer<typeof UserItem>;

/** Whether a DynamoDB transaction was cancelled by a failed condition. */
function isTransactionConflict(err: unknown): boolean {
  return err instanceof Error && (err.name === 'TransactionCanceledException' || isConditionFailed(err));
}

/**
 * Users and the e-mail -> user lookup (ACCESS_PATTERNS.md "userRepository"). The `EMAIL#`
 * claim makes an address unique; it moves only in a transaction with the user's `email`.
 */
export function userRepository(db: Db) {
  /** SET the given fields on an existing user; false if the user (or the condition) failed. */
  async function setFields(
    userId: string,
    fields: Record<string, unknown>,
    condition?: { expression: string; values: Record<string, unknown> },
  ): Promise<boolean> {
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = { ...condition?.values };
    const sets = Object.entries(fields).map(([k, v], i) => {
      names[`#f${i}`] = k;
      values[`:f${i}`] = v;
      return `#f${i} = :f${i}`;
    });
    return sendConditional(
      db,
      new UpdateCommand({
        TableName: db.table,
        Key: keys.user(userId),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: condition ? `attribute_exists(pk) AND (${condition.expression})` : 'attribute_exists(pk)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
  }

  async function getUserIdByEmail(email: string): Promise<string | null> {
    const out = await db.doc.send(new GetCommand({ TableName: db.table, Key: keys.email(email) }));
    return typeof out.Item?.userId === 'string' ? out.Item.userId : null;
  }

  return {
    async getUser(userId: string): Promise<UserItem | null> {
      const out = await db.doc.send(new GetCommand({ TableName: db.table, Key: keys.user(userId) }));
      return out.Item ? UserItem.parse(out.Item) : null;
    },

    /** The id of the user holding an e-mail address, or null. */
    getUserIdByEmail,

    /**
     * Create the user and claim the e-mail address in one transaction (unique e-mail). Returns
     * false, writing nothing, when the address already belongs to someone.
     */
    async createUser(input: z.input<typeof UserItem>): Promise<boolean> {
      const user = UserItem.parse(input);
      try {
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
        return true;
      } catch (err) {
        if (isTransactionConflict(err)) return false;
        throw err;
      }
    },

    markEmailVerified(userId: string, updatedAt: string): Promise<boolean> {
      return setFields(userId, { emailVerified: true, updatedAt });
    },

    updateUserName(userId: string, name: string, updatedAt: string): Promise<boolean> {
      return setFields(userId, { name, updatedAt });
    },

    setPasswordHash(userId: string, passwordHash: string, updatedAt: string): Promise<boolean> {
      return setFields(userId, { passwordHash, updatedAt });
    },

    /** Record (or with null, cancel) an e-mail change waiting for its verification link. */
    setNewEmailAfterVerify(userId: string, newEmail: string | null, updatedAt: string): Promise<boolean> {
      return setFields(userId, { newEmailAfterVerify: newEmail, updatedAt });
    },

    /**
     * Move a user from one address to another: the user's `email`, the old claim removed and the
     * new one made, in one transaction. 'taken' when another account holds the new address;
     * 'stale' when the user no longer has the old address or is waiting for another change.
     */
    async changeEmail(
      userId: string,
      fromEmail: string,
      toEmail: string,
      updatedAt: string,
    ): Promise<'changed' | 'taken' | 'stale'> {
      try {
        await db.doc.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Update: {
                  TableName: db.table,
                  Key: keys.user(userId),
                  UpdateExpression:
                    'SET email = :to, newEmailAfterVerify = :null, emailVerified = :true, updatedAt = :u',
                  ConditionExpression: 'attribute_exists(pk) AND email = :from AND newEmailAfterVerify = :to',
                  ExpressionAttributeValues: {
                    ':to': toEmail,
                    ':from': fromEmail,
                    ':null': null,
                    ':true': true,
                    ':u': updatedAt,
                  },
                },
              },
              {
                Delete: {
                  TableName: db.table,
                  Key: keys.email(fromEmail),
                  ConditionExpression: 'userId = :id',
                  ExpressionAttributeValues: { ':id': userId },
                },
              },
              {
                Put: {
                  TableName: db.table,
                  Item: { ...keys.email(toEmail), entity: 'email', version: 1, userId },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
            ],
          }),
        );
        return 'changed';
      } catch (err) {
        if (!isTransactionConflict(err)) throw err;
        const holder = await getUserIdByEmail(toEmail);
        return holder && holder !== userId ? 'taken' : 'stale';
      }
    },

    /** Keep a new authenticator secret until the user confirms it with a code. */
    setPendingTotpSecret(userId: string, secret: string, updatedAt: string): Promise<boolean> {
      return setFields(userId, { totpPendingSecret: secret, updatedAt });
    },

    /**
     * Make the pending secret the active one and switch the user to the authenticator; the step
     * of the code that confirmed it is recorded as used.
     */
    activateTotp(
      userId: string,
      pendingSecret: string,
      twofaTypeId: number,
      usedStep: number,
      updatedAt: string,
    ): Promise<boolean> {
      return setFields(
        userId,
        { totpSecret: pendingSecret, totpPendingSecret: null, totpLastStep: usedStep, twofaTypeId, updatedAt },
        { expression: 'totpPendingSecret = :pending', values: { ':pending': pendingSecret } },
      );
    },

    /** Replace the stored authenticator secret by the same secret sealed (decision 0051), if it is still `from`. */
    resealTotpSecret(userId: string, from: string, to: string): Promise<boolean> {
      return setFields(userId, { totpSecret: to }, { expression: 'totpSecret = :from', values: { ':from': from } });
    },

    /** Set the two-factor type, forgetting any authenticator secret. */
    setTwoFactorType(userId: string, twofaTypeId: number, updatedAt: string): Promise<boolean> {
      return setFields(userId, {
        twofaTypeId,
        totpSecret: null,
        totpPendingSecret: null,
        totpLastStep: null,
        updatedAt,
      });
    },

    /**
     * Accept a TOTP time step once: true only if it is later than the last one accepted, so the
     * same code (or an older one) cannot be used again, even by two requests at once.
     */
    claimTotpStep(userId: string, step: number): Promise<boolean> {
      return setFields(
        userId,
        { totpLastStep: step },
        {
          expression: 'attribute_not_exists(totpLastStep) OR totpLastStep = :null OR totpLastStep < :step',
          values: { ':null': null, ':step': step },
        },
      );
    },

    /** Remove an e-mail claim if it still points at this user. */
    async deleteEmailClaim(email: string, userId: string): Promise<void> {
      await sendConditional(
        db,
        new DeleteCommand({
          TableName: db.table,
          Key: keys.email(email),
          ConditionExpression: 'userId = :id',
          ExpressionAttributeValues: { ':id': userId },
        }),
      );
    },

    /**
     * Delete every item of the user's `USER#` partition (the user, passcodes, audit entries,
     * cleared banners), page by page. Returns how many were removed.
     */
    async deleteUserPartition(userId: string): Promise<number> {
      let removed = 0;
      const pages = queryPages(db, {
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.user(userId).pk },
        ProjectionExpression: 'pk, sk',
      });
      for await (const page of pages) {
        await deleteKeys(db, page.items);
        removed += page.items.length;
      }
      return removed;
    },
  };
}
export type UserRepository = ReturnType<typeof userRepository>;
