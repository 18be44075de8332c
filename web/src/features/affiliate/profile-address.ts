import { AFFILIATE_BADGE_PATH } from '@bk/contract';
import { routeTo } from '../../config/routes';

const base = () => import.meta.env.BASE_URL.replace(/\/$/, '');

/**
 * The full public address of a profile in the directory, as the person will share it (the
 * router's paths are below the app's base, `/app`).
 * @example profileAddress('smith-and-co') // 'https://example.com/app/directory/smith-and-co'
 */
export function profileAddress(slug: string): string {
  return `${window.location.origin}${base()}${routeTo('DirectoryProfile', { slug })}`;
}

/**
 * The router's path of the published profile's address the API gives, so the app opens it in
 * place; null for an address that is not a directory profile. The API builds it from the stage's
 * web address, which is this app's, so only the path is read.
 * @example publishedPath('https://example.com/app/directory/acme') // '/directory/acme'
 */
export function publishedPath(url: string): string | null {
  const prefix = `${base()}${routeTo('Directory')}/`;
  try {
    const { pathname } = new URL(url);
    return pathname.startsWith(prefix) ? pathname.slice(base().length) : null;
  } catch {
    return null;
  }
}

/** The website badge as this build serves it, for the dashboard's preview. */
export function badgePreviewAddress(): string {
  return `${base()}${AFFILIATE_BADGE_PATH}`;
}
