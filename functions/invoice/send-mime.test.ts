import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { encodeWord, mailbox, rawMime } from './send-mime';
import { sendFailure } from './send-invoice';

describe('invoice e-mail as raw MIME', () => {
  it('reads back (as a mail client parses it) with its sender, reply-to, words and the PDF attached', async () => {
    const pdf = new Uint8Array(Array.from({ length: 5000 }, (_, i) => i % 256));
    const raw = rawMime({
      from: { name: 'Zoë’s Café, Leeds via Bookkeeper', address: 'no-reply@mail.example' },
      to: 'customer@example.test',
      replyTo: 'accounts@zoe.example',
      subject: 'Invoice INV-00042 from Zoë’s Café',
      text: 'Hello,\n\nPlease find attached invoice INV-00042. Total due: £278.08.',
      html: '<p>Please find attached invoice INV-00042.</p>',
      attachments: [{ filename: 'invoice_INV-00042.pdf', contentType: 'application/pdf', content: pdf }],
      date: new Date('2026-11-25T10:00:00Z'),
    });
    const text = Buffer.from(raw).toString('utf8');
    expect(text.split('\r\n').every((line) => line.length <= 998)).toBe(true);
    const mail = await simpleParser(Buffer.from(raw));
    expect(mail.from?.value).toEqual([{ name: 'Zoë’s Café, Leeds via Bookkeeper', address: 'no-reply@mail.example' }]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('customer@example.test');
    expect(mail.replyTo?.text).toBe('accounts@zoe.example');
    expect(mail.subject).toBe('Invoice INV-00042 from Zoë’s Café');
    expect(mail.text).toContain('Total due: £278.08.');
    expect(mail.html).toContain('<p>Please find attached invoice INV-00042.</p>');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]?.filename).toBe('invoice_INV-00042.pdf');
    expect(mail.attachments[0]?.contentType).toBe('application/pdf');
    expect(Buffer.compare(mail.attachments[0]?.content ?? Buffer.alloc(0), Buffer.from(pdf))).toBe(0);
  });

  it('keeps header values on one line, so a name cannot add a header', async () => {
    expect(encodeWord('Acme\r\nBcc: x@evil.test')).toBe('Acme Bcc: x@evil.test');
    expect(mailbox('A "quoted" name', 'a@b.test')).toBe('"A \\"quoted\\" name" <a@b.test>');
    const raw = rawMime({
      from: { name: 'Acme\nBcc: x@evil.test', address: 'no-reply@mail.example' },
      to: 'c@example.test',
      replyTo: null,
      subject: 'Hi\r\nBcc: y@evil.test',
      text: 't',
      html: '<p>t</p>',
      attachments: [],
      date: new Date(0),
    });
    const mail = await simpleParser(Buffer.from(raw));
    expect(mail.bcc).toBeUndefined();
    expect(mail.replyTo).toBeUndefined();
  });
});

describe('a failed send', () => {
  it("shows SES's reason for its refusals and a plain message for anything else, as 502", () => {
    const rejected = Object.assign(new Error('Email address is not verified.'), { name: 'MessageRejected' });
    expect(sendFailure(rejected)).toMatchObject({
      status: 502,
      expose: true,
      message: 'The invoice could not be e-mailed: Email address is not verified.',
    });
    const other = sendFailure(Object.assign(new Error('socket hang up'), { name: 'TimeoutError' }));
    expect(other.status).toBe(502);
    expect(other.expose).toBe(true);
    expect(other.message).toBe(
      'The invoice could not be e-mailed because the e-mail service did not accept it, please try again',
    );
  });
});
