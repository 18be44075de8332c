import { SESv2Client } from '@aws-sdk/client-sesv2';

// Re-exported for mail/send.ts, which imports this module on its first e-mail (decision 0058): an
// `import()` of the client package itself would bring every command of SES into the code.
export { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { config } from '../config';
import { awsRequestHandler } from './timeouts';

let ses: SESv2Client | undefined;

/** The SES v2 client for the app's mail, built once per cold start. */
export function getSes(): SESv2Client {
  if (!ses) {
    const c = config();
    ses = new SESv2Client({
      region: c.AWS_REGION,
      requestHandler: awsRequestHandler(c),
      ...(c.SES_ENDPOINT ? { endpoint: c.SES_ENDPOINT } : {}),
    });
  }
  return ses;
}

export function resetSes(): void {
  ses?.destroy();
  ses = undefined;
}
