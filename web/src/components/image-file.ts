/**
 * Logo and image rules (SPEC §2 "image uploader (png, jpg, gif, webp)", SPEC §5 "Logo must be a
 * base64 data image ... data prefix stripped before sending"). Pure: no DOM.
 */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

/** What the file picker offers. */
export const IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');

/** SPEC §8 wording when the chosen file is not one of the accepted images. */
export const INVALID_LOGO_MESSAGE = 'Invalid logo image file provided';

export function isAcceptedImageType(type: string): type is AcceptedImageType {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type.toLowerCase());
}

const DATA_URL = /^data:(image\/(?:png|jpeg|gif|webp));base64,([A-Za-z0-9+/]+={0,2})$/i;

/**
 * The image type a file's first bytes show, from its base64 text, or null when it is not one
 * of the accepted images (the browser's idea of a file's type comes from its name only).
 * @example imageTypeOfBase64('iVBORw0KGgoAAAANSUhEUg') // 'image/png'
 */
export function imageTypeOfBase64(base64: string): AcceptedImageType | null {
  if (base64.startsWith('iVBORw0KGgo')) return 'image/png';
  if (base64.startsWith('/9j/')) return 'image/jpeg';
  if (base64.startsWith('R0lGODdh') || base64.startsWith('R0lGODlh')) return 'image/gif';
  // RIFF....WEBP: "UklGR" then four bytes of length, then "WEBP" from base64 offset 11.
  if (base64.startsWith('UklGR') && base64.slice(11, 16) === 'XRUJQ') return 'image/webp';
  return null;
}

/**
 * Check a data URL read from a chosen file and give the base64 to send, without the
 * `data:...;base64,` prefix; null when it is not an accepted image.
 * @example logoPayload('data:image/png;base64,iVBORw0KGgo...') // 'iVBORw0KGgo...'
 */
export function logoPayload(dataUrl: string): string | null {
  const match = DATA_URL.exec(dataUrl.trim());
  if (!match) return null;
  const base64 = match[2] ?? '';
  return imageTypeOfBase64(base64) === null ? null : base64;
}

/**
 * An `<img src>` for a stored logo: the API answers plain base64 (SPEC §3 logoBase64); a data
 * URL is used as it is. Null when there is nothing showable.
 */
export function logoSrc(stored: string | null | undefined): string | null {
  if (!stored) return null;
  if (stored.startsWith('data:')) return logoPayload(stored) === null ? null : stored;
  const type = imageTypeOfBase64(stored);
  return type ? `data:${type};base64,${stored}` : null;
}
