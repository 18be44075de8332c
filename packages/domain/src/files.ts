/**
 * Limits on the files people give the product (SPEC §9): one definition that the contract, the
 * functions and the browser all check against, so a file the browser accepts is never refused
 * later for its size.
 */

/** SPEC §9: an attachment (an image or a PDF) is at most 5 MB. */
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;

/** The business logo: at most 2 MB, small enough to travel as base64 in a JSON body. */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;

/** What a person is told when an attachment is larger than {@link MAX_ATTACHMENT_BYTES} (SPEC §5 wording). */
export const ATTACHMENT_TOO_LARGE_MESSAGE = 'File too large, max size 5mb';

/** What a person is told when a logo is larger than {@link MAX_LOGO_BYTES}. */
export const LOGO_TOO_LARGE_MESSAGE = 'File too large, max size 2mb';
