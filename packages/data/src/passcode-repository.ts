import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { ttlFromMs, type Db, sendConditional } from './db';
import { keys } from './keys';

export const PASSCODE_PURPOSES = ['sign-in', 'backup'] as const;
export type PasscodePurpose = (typeof PASSCODE_PURPOSES)[number];

/** A short code sent by e-mail for the second sign-in step, stored salted and hashed. */
export const PasscodeItem = z.object({
  userId: z.string(),
  purpose: z.enum(PASSCODE_PURPOSES),
  salt: z.string(),
  codeHash: z.string(),
  /** Wrong tries so far; the code stops working at the limit. */
  attempts: z.number().check(z.int()),
  createdAt: z.string(),
  /** Epoch ms after which the code no longer works. */
  expiresAt: z.number(),
});
export type PasscodeItem = z.infer<typeof PasscodeItem>;

/**
 * Sign-in passcodes and backup codes (ACCESS_PATTERNS.md "passcodeRepository"): one item per
 * user and purpose, so a new code replaces the old one.
 */
export function passcodeRepository(db: Db) {
  return {
    async putPasscode(code: PasscodeItem): Promise<void> {
      await db.doc.send(
        new PutCommand({
          TableName: db.table,
          Item: {
            ...keys.passcode(code.userId, code.purpose),
            entity: 'passcode',
            version: 1,
            ...code,
            ttl: ttlFromMs(code.expiresAt),
          },
        }),
      );
    },

    async getPasscode(userId: string, purpose: PasscodePurpose): Promise<PasscodeItem | null> {
      const out = await db.doc.send(
        new GetCommand({ TableName: db.table, Key: keys.passcode(userId, purpose), ConsistentRead: true }),
      );
      return out.Item ? PasscodeItem.parse(out.Item) : null;
    },

    /**
     * Take one try of this very code (not of a newer one) before it is compared: the count goes
     * up only while it is below `maxAttempts`, in one write, so guesses sent together cannot all
     * be compared. False when the tries are used up or the code was replaced.
     */
    async claimPasscodeAttempt(
      userId: string,
      purpose: PasscodePurpose,
      codeHash: string,
      maxAttempts: number,
    ): Promise<boolean> {
      return sendConditional(
        db,
        new UpdateCommand({
          TableName: db.table,
          Key: keys.passcode(userId, purpose),
          UpdateExpression: 'ADD attempts :one',
          ConditionExpression: 'codeHash = :h AND attempts < :max',
          ExpressionAttributeValues: { ':one': 1, ':h': codeHash, ':max': maxAttempts },
        }),
      );
    },

    /**
     * Use a code up: delete it only if it is still this code (its try was taken before the
     * comparison). True when this request used it; false when another request did, or it was replaced.
     */
    async consumePasscode(userId: string, purpose: PasscodePurpose, codeHash: string): Promise<boolean> {
      return sendConditional(
        db,
        new DeleteCommand({
          TableName: db.table,
          Key: keys.passcode(userId, purpose),
          ConditionExpression: 'codeHash = :h',
          ExpressionAttributeValues: { ':h': codeHash },
        }),
      );
    },
  };
}
export type PasscodeRepository = ReturnType<typeof passcodeRepository>;
