import type { LocalMail } from './mapping';

/** Escape text for HTML content and double-quoted attributes. */
export function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

/** Escape plain text and turn http(s) URLs into links (verification and reset links are clicked here). */
export function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, i) =>
      i % 2 === 1
        ? `<a href="${escapeHtml(part)}" target="_blank" rel="noopener">${escapeHtml(part)}</a>`
        : escapeHtml(part),
    )
    .join('');
}

/**
 * The mail's HTML shown in a sandboxed iframe: no scripts, an opaque origin (so it cannot read
 * the app's storage), links opening in a new tab.
 */
function htmlFrame(html: string): string {
  const doc = `<base target="_blank">${html}`;
  return `<iframe sandbox="allow-popups allow-popups-to-escape-sandbox" referrerpolicy="no-referrer" srcdoc="${escapeHtml(doc)}"></iframe>`;
}

function mailCard(mail: LocalMail): string {
  const row = (label: string, value: string): string =>
    value ? `<tr><th>${label}</th><td>${escapeHtml(value)}</td></tr>` : '';
  const attachments = mail.attachments
    .map(
      (a, i) =>
        `<li><a href="/_local/mail/${encodeURIComponent(mail.id)}/attachments/${i}">${escapeHtml(a.filename)}</a> (${escapeHtml(a.contentType)}, ${a.size} bytes)</li>`,
    )
    .join('');
  return `<article>
<h2>${escapeHtml(mail.subject || '(no subject)')}</h2>
<table>${row('To', mail.to.join(', '))}${row('Cc', mail.cc.join(', '))}${row('Bcc', mail.bcc.join(', '))}${row('From', mail.from)}${row('Reply-To', mail.replyTo.join(', '))}${row('Date', mail.date)}</table>
${mail.html ? htmlFrame(mail.html) : ''}
${mail.text ? `<details${mail.html ? '' : ' open'}><summary>Text part</summary><pre>${linkify(mail.text)}</pre></details>` : ''}
${attachments ? `<ul class="attachments">${attachments}</ul>` : ''}
</article>`;
}

/** Content-Security-Policy of the mail page: inline styles only, images from anywhere (mail logos). */
export const MAIL_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src * data:; frame-src 'self'; base-uri 'none'; form-action 'self'";

/**
 * The `/_local/mail` page: every mail sent through the local SES sink, newest first.
 * @example renderMailPage([]) // contains 'No mail sent yet'
 */
export function renderMailPage(mails: readonly LocalMail[]): string {
  const body = mails.length ? mails.map(mailCard).join('\n') : '<p>No mail sent yet.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Local mail (${mails.length})</title>
<style>
body{font:15px/1.4 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1b1b1b}
header{display:flex;gap:1rem;align-items:baseline;flex-wrap:wrap}
article{border:1px solid #ccc;border-radius:6px;padding:0 1rem 1rem;margin:1rem 0}
th{text-align:left;padding-right:1rem;color:#555;font-weight:600;vertical-align:top}
iframe{width:100%;height:24rem;border:1px solid #ddd;background:#fff}
pre{white-space:pre-wrap;word-break:break-word;background:#f6f6f6;padding:.5rem}
</style></head>
<body><header><h1>Local mail</h1><span>${mails.length} message(s), newest first</span>
<a href="/_local/mail">Refresh</a><a href="/_local/mail.json">JSON</a>
<form method="post" action="/_local/mail/clear"><button>Clear all</button></form></header>
<main>${body}</main></body></html>`;
}
