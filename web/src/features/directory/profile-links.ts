/**
 * Addresses the affiliates typed, made safe to link to: only http(s) addresses are links (never
 * `javascript:` or `data:`), a bare domain is taken as https, and handles become their network's
 * address. Anything else is shown as the text it is.
 */

function httpAddress(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

const DOMAIN = /^[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i;

/**
 * A website to link to, or null when it is no web address.
 * @example websiteHref('smith.example') // 'https://smith.example/'
 */
export function websiteHref(value: string): string | null {
  const typed = value.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(typed)) return httpAddress(typed);
  return DOMAIN.test(typed) ? httpAddress(`https://${typed}`) : null;
}

/**
 * A Twitter (X) profile from a handle or an address.
 * @example twitterHref('@smith_co') // 'https://twitter.com/smith_co'
 */
export function twitterHref(value: string): string | null {
  const handle = /^@?([A-Za-z0-9_]{1,15})$/.exec(value.trim());
  return handle ? `https://twitter.com/${handle[1]}` : websiteHref(value);
}

/**
 * A Facebook page from its name or an address.
 * @example facebookHref('smithandco') // 'https://www.facebook.com/smithandco'
 */
export function facebookHref(value: string): string | null {
  const name = /^[A-Za-z0-9.]{5,50}$/.exec(value.trim());
  return name && !name[0].includes('..') && !DOMAIN.test(name[0])
    ? `https://www.facebook.com/${name[0]}`
    : websiteHref(value);
}

/** A LinkedIn profile: only an address is a link (a name alone could be a person or a company). */
export function linkedinHref(value: string): string | null {
  return websiteHref(value);
}
