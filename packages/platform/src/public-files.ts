/**
 * What CloudFront, the local gateway and the code that publishes files share about the public
 * part of the files bucket (decision 0062). The bucket stays private: CloudFront reads only this
 * prefix, through Origin Access Control, and the local gateway serves the same paths from the
 * local S3, so a logo's address has one shape everywhere.
 */

/** Key prefix of published affiliate logos in the files bucket; also their path on the app's host. */
export const PUBLIC_LOGOS_PREFIX = 'public/logos/';

/** The CloudFront behaviour's path pattern for {@link PUBLIC_LOGOS_PREFIX}. */
export const PUBLIC_LOGOS_PATH_PATTERN = `/${PUBLIC_LOGOS_PREFIX}*`;

/**
 * The image types a published logo may have, with the extension its key ends in. The business
 * logo check admits only these (functions/business/edit-business.ts); SVG is refused there, so no
 * script-bearing image can ever be published under the app's origin.
 */
export const PUBLIC_LOGO_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** Published logos never change under one name (the name is a content hash): cache for a year. */
export const PUBLIC_LOGO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * How long CloudFront (and browsers) keep a public directory answer: long enough that a burst
 * of visitors to one page costs the API one call a minute per page, short enough that an
 * approval or a withdrawal shows within a minute.
 */
export const PUBLIC_DIRECTORY_CACHE_SECONDS = 60;

const LOGO_NAME = /^[a-f0-9]{64}\.(png|jpg|gif|webp)$/;

/**
 * The key of a published logo from the hex SHA-256 that names it and its extension.
 * @example publicLogoKey('ab12…(64 hex)', 'png') // 'public/logos/ab12….png'
 */
export function publicLogoKey(sha256Hex: string, ext: string): string {
  const name = `${sha256Hex}.${ext}`;
  if (!LOGO_NAME.test(name))
    throw new Error('A public logo is named by a SHA-256 and a png, jpg, gif or webp extension');
  return `${PUBLIC_LOGOS_PREFIX}${name}`;
}

/** Whether a path (without the leading slash) names a published logo, e.g. for the local gateway. */
export function isPublicLogoKey(key: string): boolean {
  return key.startsWith(PUBLIC_LOGOS_PREFIX) && LOGO_NAME.test(key.slice(PUBLIC_LOGOS_PREFIX.length));
}

/**
 * The address the app stores and answers for a published logo: root-relative, so it is served
 * by whichever host the page came from (a stage that gains a custom domain, `localhost` or
 * `127.0.0.1` locally) and always passes the CSP's `img-src 'self'`.
 * @example publicLogoPath('public/logos/ab….png') // '/public/logos/ab….png'
 */
export function publicLogoPath(key: string): string {
  if (!isPublicLogoKey(key)) throw new Error('Not a public logo key');
  return `/${key}`;
}

/**
 * The absolute address of a published logo, for places outside the app (an e-mail), from the
 * app's address (`APP_URL`, e.g. `https://app.example.co.uk/app`): logos are served at the
 * origin's root, beside `/app/` and `/api/`.
 * @example publicLogoUrl('https://app.example.co.uk/app', 'public/logos/ab….png') // 'https://app.example.co.uk/public/logos/ab….png'
 */
export function publicLogoUrl(appUrl: string, key: string): string {
  return `${new URL(appUrl).origin}${publicLogoPath(key)}`;
}
