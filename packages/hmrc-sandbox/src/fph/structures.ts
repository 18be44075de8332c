/**
 * The header value structures of the fraud prevention specification ([FPH:getting-it-right]):
 * key-value (`k=v&k2=v2`), lists (`a,b`) and lists of key-value structures, percent-encoded.
 */
export type Pairs = Map<string, string>;

export class FormatError extends Error {}

const decode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new FormatError('Invalid format. Check the specification.');
  }
};

/** `width=1920&height=1080` → Map; throws FormatError when a pair has no `=` or bad encoding. */
export function parsePairs(value: string): Pairs {
  const pairs: Pairs = new Map();
  for (const part of value.split('&')) {
    const at = part.indexOf('=');
    if (at <= 0) {
      if (/%3D|%26/i.test(part)) {
        throw new FormatError(
          'At least 1 separator is percent encoded. Check forward slashes, spaces and round brackets.',
        );
      }
      throw new FormatError('Invalid format. Check the specification.');
    }
    pairs.set(decode(part.slice(0, at)), decode(part.slice(at + 1)));
  }
  return pairs;
}

export function parsePairList(value: string): Pairs[] {
  return value.split(',').map(parsePairs);
}

export const positiveInt = (text: string | undefined): boolean => text !== undefined && /^[1-9]\d*$/.test(text);
export const positiveNumber = (text: string | undefined): boolean =>
  text !== undefined && /^\d+(\.\d+)?$/.test(text) && Number(text) > 0;

/** A plain percent-encoded value; throws FormatError on bad encoding. */
export function parseEncodedList(value: string): string[] {
  return [decode(value)];
}
