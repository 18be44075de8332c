import { config } from '../config';
import type { Mail } from './send';

/** Escape text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** An absolute link to a screen of the web app, e.g. appLink('/verify-email/abc'). */
export function appLink(path: string): string {
  return `${config().APP_URL.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/** One paragraph of a mail, or a call-to-action button with its link written out below it. */
export type Block =
  { readonly p: string } | { readonly button: string; readonly href: string } | { readonly code: string };

/**
 * Every mail shares one plain layout: a greeting, paragraphs, at most one button (its link also
 * written out, for mail readers that hide buttons), and a footer that names the product. The
 * text part says the same as the HTML part.
 */
export function layout(subject: string, greeting: string, blocks: readonly Block[]): Mail {
  const product = config().PRODUCT_NAME;
  const text: string[] = [greeting, ''];
  const html: string[] = [`<p>${escapeHtml(greeting)}</p>`];
  for (const b of blocks) {
    if ('p' in b) {
      text.push(b.p, '');
      html.push(`<p>${escapeHtml(b.p)}</p>`);
    } else if ('code' in b) {
      text.push(b.code, '');
      html.push(
        `<p style="font-size:24px;font-weight:bold;letter-spacing:4px;font-family:monospace">${escapeHtml(b.code)}</p>`,
      );
    } else {
      text.push(`${b.button}: ${b.href}`, '');
      html.push(
        `<p><a href="${escapeHtml(b.href)}" style="display:inline-block;padding:10px 16px;background:#1c7ed6;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(b.button)}</a></p>`,
        `<p>If the button does not work, copy this address into your browser:<br>${escapeHtml(b.href)}</p>`,
      );
    }
  }
  text.push(`— ${product}`);
  html.push(`<p style="color:#666666">— ${escapeHtml(product)}</p>`);
  return {
    subject,
    text: text.join('\n'),
    html: `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#222222">${html.join('')}</body></html>`,
  };
}
