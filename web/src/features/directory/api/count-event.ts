import { APP_HEADER, APP_HEADER_VALUE, buildPath, routes, type AffiliateEventKind } from '@bk/contract';
import { API_BASE } from '../../../config/constants';

/**
 * Count a view of a profile or a click on one of its links (the directory's beacon, which answers
 * 204). `keepalive` lets a click's count leave even as the page goes; `credentials: 'omit'` sends no
 * cookie, so a count never carries who is signed in. A lost count is not worth telling anyone about.
 */
export function countEvent(slug: string, kind: AffiliateEventKind): void {
  const url = `${API_BASE}${buildPath(routes.affiliateDirectoryEvent.path, { slug })}`;
  void fetch(url, {
    method: 'POST',
    keepalive: true,
    credentials: 'omit',
    headers: { 'Content-Type': 'application/json', [APP_HEADER]: APP_HEADER_VALUE },
    body: JSON.stringify({ kind }),
  }).catch(() => undefined);
}
