/**
 * One e-mail as the SES sink (aws-ses-v2-local 2.10.2) stores it and answers on `GET /store`
 * (STACK-NOTES step 4). Only the fields we read are declared as required.
 */
export interface SinkEmail {
  messageId: string;
  from: string;
  replyTo?: string[];
  destination: { to?: string[]; cc?: string[]; bcc?: string[] };
  subject: string;
  body: { text?: string; html?: string };
  attachments?: { content: string; contentType: string; filename?: string; size: number }[];
  /** Epoch seconds. */
  at: number;
}

/**
 * A sent e-mail as `/_local/mail.json` returns it: the fields a test or developer looks at.
 * `text` and `html` are empty strings when the part is missing, so tests can regex them freely.
 */
export interface LocalMail {
  id: string;
  to: string[];
  cc: string[];
  bcc: string[];
  from: string;
  replyTo: string[];
  subject: string;
  text: string;
  html: string;
  /** ISO 8601; the sink records whole seconds. */
  date: string;
  attachments: { filename: string; contentType: string; size: number }[];
}

/**
 * Map one sink record to {@link LocalMail}.
 * @example toLocalMail({ messageId: 'm1', from: 'a@x', destination: { to: ['b@y'] }, subject: 'Hi', body: { text: 't' }, at: 0 }).date // '1970-01-01T00:00:00.000Z'
 */
export function toLocalMail(email: SinkEmail): LocalMail {
  return {
    id: email.messageId,
    to: [...(email.destination.to ?? [])],
    cc: [...(email.destination.cc ?? [])],
    bcc: [...(email.destination.bcc ?? [])],
    from: email.from,
    replyTo: [...(email.replyTo ?? [])],
    subject: email.subject,
    text: email.body.text ?? '',
    html: email.body.html ?? '',
    date: new Date(email.at * 1000).toISOString(),
    attachments: (email.attachments ?? []).map((a, i) => ({
      filename: a.filename ?? `attachment-${i + 1}`,
      contentType: a.contentType,
      size: a.size,
    })),
  };
}

/**
 * Merge mail persisted by earlier runs with the sink's current mail: deduplicated by message id,
 * newest first. Both inputs are in sending order; the sink's times are whole seconds, so order
 * of arrival, not the timestamp alone, breaks ties.
 */
export function mergeMail(persisted: readonly SinkEmail[], live: readonly SinkEmail[]): SinkEmail[] {
  const seen = new Set(persisted.map((e) => e.messageId));
  const all = [...persisted, ...live.filter((e) => !seen.has(e.messageId))];
  return all
    .map((email, order) => ({ email, order }))
    .sort((a, b) => b.email.at - a.email.at || b.order - a.order)
    .map((x) => x.email);
}
