/**
 * File names people upload are kept and shown, and a download names the file (decision 0054): a
 * name with a line break or NUL could split a header or a log line, a slash or `..` reads as a
 * path, and a right-to-left override disguises the extension ("receipt‮fdp.exe"). Such names are
 * refused with this message rather than changed behind the person's back.
 */
export const FILE_NAME_MESSAGE =
  'The file name cannot contain slashes, line breaks or other control characters, or be only dots. Rename the file and try again.';

/** Control characters (C0, DEL, C1), slashes, bidirectional overrides and isolates, and lone surrogates. */
const UNSAFE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f/\\\u202a-\u202e\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether a file name (already trimmed, not empty) is safe to keep and show.
 * @example isSafeFileName('receipt.pdf') // true
 * @example isSafeFileName('../receipt.pdf') // false
 */
export function isSafeFileName(name: string): boolean {
  return !UNSAFE.test(name) && !/^\.+$/.test(name);
}
