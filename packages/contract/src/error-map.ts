import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

/**
 * Plain-English messages for the contract's validation, shared by the server and the web app.
 * SPEC §5: a field error reads as its first constraint with the property name replaced by
 * 'Field'. Schemas that give their own message keep it.
 */
export const fieldErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? 'Field is required'
        : `Field must be a ${issue.expected}`;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? 'Field cannot be blank'
          : `Field must be at least ${issue.minimum} characters`;
      if (issue.origin === 'array')
        return `Field must have at least ${issue.minimum} item${Number(issue.minimum) === 1 ? '' : 's'}`;
      return `Field must be ${issue.minimum} or more`;
    case 'too_big':
      if (issue.origin === 'string') return `Field must be at most ${issue.maximum} characters`;
      if (issue.origin === 'array') return `Field must have at most ${issue.maximum} items`;
      return `Field must be ${issue.maximum} or less`;
    case 'invalid_format':
      if (issue.format === 'email') return 'Enter a valid email address';
      if (issue.format === 'date') return 'Field must be a date (YYYY-MM-DD)';
      if (issue.format === 'datetime') return 'Field must be a date and time';
      if (issue.format === 'regex') return 'Field is not in the right format';
      return 'Field is not in the right format';
    case 'unrecognized_keys':
      return `Unexpected field${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.join(', ')}`;
    case 'invalid_value':
      return 'Field has a value that is not allowed';
    default:
      return undefined;
  }
};

// The kinds of failure the map leaves to zod keep zod's English words: classic zod sets that locale
// when it builds its first schema, zod/mini never does, and the server now loads only zod/mini.
z.config({ ...en(), customError: fieldErrorMap });

/** Turn a zod error into SPEC §8's list of `{ field, message }`, one per field (the first). */
export function toFieldErrors(error: z.core.$ZodError, root = 'body'): { field: string; message: string }[] {
  const seen = new Map<string, string>();
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : root;
    if (!seen.has(field)) seen.set(field, issue.message);
  }
  return [...seen].map(([field, message]) => ({ field, message }));
}
