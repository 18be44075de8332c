import { randomBytes } from 'node:crypto';

/**
 * An e-mail with attachments as raw MIME (RFC 5322, 2045-2047), which SES sends as written
 * (`Content.Raw`). Simple content cannot carry the invoice's PDF.
 */
export interface RawMail {
  readonly from: { readonly name: string; readonly address: string };
  readonly to: string;
  readonly replyTo: string | null;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly attachments: readonly {
    readonly filename: string;
    readonly contentType: string;
    readonly content: Uint8Array;
  }[];
  readonly date: Date;
}

const CRLF = '\r\n';

/** A header value on one line: line breaks would start a header of the caller's choosing. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

/** A header word as RFC 2047 UTF-8 base64 when it is not plain ASCII. */
export function encodeWord(value: string): string {
  const line = oneLine(value);
  return /^[\x20-\x7e]*$/.test(line) ? line : `=?UTF-8?B?${Buffer.from(line, 'utf8').toString('base64')}?=`;
}

/** `"Name" <address>`, the name quoted or encoded so commas and accents survive. */
export function mailbox(name: string, address: string): string {
  const word = encodeWord(name);
  const display = word.startsWith('=?') ? word : `"${word.replace(/["\\]/g, '\\$&')}"`;
  return `${display} <${oneLine(address)}>`;
}

/** Base64 in lines of 76 characters (RFC 2045). */
function base64Lines(content: Uint8Array | string): string {
  const b64 = Buffer.from(content).toString('base64');
  return (b64.match(/.{1,76}/g) ?? []).join(CRLF);
}

function part(headers: readonly string[], body: string): string {
  return [...headers, '', body].join(CRLF);
}

/** The whole message, CRLF line ends, ready for `SendEmailCommand({ Content: { Raw: { Data } } })`. */
export function rawMime(mail: RawMail): Uint8Array {
  const mixed = `mixed-${randomBytes(12).toString('hex')}`;
  const alternative = `alt-${randomBytes(12).toString('hex')}`;
  const headers = [
    `From: ${mailbox(mail.from.name, mail.from.address)}`,
    `To: ${oneLine(mail.to)}`,
    ...(mail.replyTo ? [`Reply-To: ${oneLine(mail.replyTo)}`] : []),
    `Subject: ${encodeWord(mail.subject)}`,
    `Date: ${mail.date.toUTCString()}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${mixed}"`,
  ];
  const body = part(
    [`Content-Type: multipart/alternative; boundary="${alternative}"`],
    [
      `--${alternative}`,
      part(['Content-Type: text/plain; charset=UTF-8', 'Content-Transfer-Encoding: base64'], base64Lines(mail.text)),
      `--${alternative}`,
      part(['Content-Type: text/html; charset=UTF-8', 'Content-Transfer-Encoding: base64'], base64Lines(mail.html)),
      `--${alternative}--`,
    ].join(CRLF),
  );
  const attachments = mail.attachments.map((a) => {
    const filename = oneLine(a.filename).replace(/["\\]/g, '_');
    return part(
      [
        `Content-Type: ${a.contentType}; name="${filename}"`,
        `Content-Disposition: attachment; filename="${filename}"`,
        'Content-Transfer-Encoding: base64',
      ],
      base64Lines(a.content),
    );
  });
  const message = [
    ...headers,
    '',
    ...[body, ...attachments].flatMap((p) => [`--${mixed}`, p]),
    `--${mixed}--`,
    '',
  ].join(CRLF);
  return Buffer.from(message, 'utf8');
}
