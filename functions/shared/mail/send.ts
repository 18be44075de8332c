import { config } from '../config';
import { logger } from '../logger';

/** A rendered e-mail: what `templates.ts` builds and {@link sendMail} sends. */
export interface Mail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/**
 * Send one e-mail through SES (locally the SES-compatible sink, listed at `/_local/mail`). The
 * address is logged only by its domain; the body never reaches the logs (it may hold a link
 * that signs someone in).
 */
export async function sendMail(to: string, mail: Mail): Promise<void> {
  const c = config();
  // The SES client loads with the first e-mail a cold start sends, not with the function (decision 0058).
  const { getSes, SendEmailCommand } = await import('../clients/ses');
  await getSes().send(
    new SendEmailCommand({
      FromEmailAddress: `${c.PRODUCT_NAME} <${c.MAIL_FROM}>`,
      Destination: { ToAddresses: [to] },
      ...(c.MAIL_CONFIGURATION_SET ? { ConfigurationSetName: c.MAIL_CONFIGURATION_SET } : {}),
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
        },
      },
    }),
  );
  logger().info('mail sent', { subject: mail.subject, toDomain: to.split('@')[1] ?? '' });
}
