/**
 * `npm run hmrc:test-user`: a test user to sign in to HMRC with. With HMRC_MODE=sandbox (and the
 * application's HMRC_CLIENT_ID and HMRC_CLIENT_SECRET) a new organisation of HMRC's sandbox,
 * enrolled for MTD VAT; otherwise the local emulator's ready user, which `npm start` creates.
 */
import { LOCAL_SEED_USER } from '@bk/hmrc-sandbox';
import { describeError } from '../log';
import { HMRC_SANDBOX, hmrcModeOf, HmrcSetupError, sandboxClient } from '../hmrc-target';
import { createHmrcTestUser, HmrcTestUserError } from '../hmrc-test-user';

async function main(): Promise<void> {
  // Making a test user needs the application's credentials only, not the vendor IP.
  if (hmrcModeOf(process.env) === 'local') {
    const u = LOCAL_SEED_USER;
    process.stdout.write(
      `Local HMRC emulator (npm start): sign in to HMRC with User ID ${u.userId}, password ${u.password}; VRN ${u.vrn}\n` +
        "For HMRC's sandbox run: HMRC_MODE=sandbox HMRC_CLIENT_ID=... HMRC_CLIENT_SECRET=... npm run hmrc:test-user\n",
    );
    return;
  }
  const user = await createHmrcTestUser(HMRC_SANDBOX.api, sandboxClient(process.env));
  process.stdout.write(
    `HMRC sandbox test user (organisation, MTD VAT): User ID ${user.userId}, password ${user.password}; VRN ${user.vrn}\n` +
      "Save the VRN as the business's VAT number, then sign in to HMRC with the User ID and password when the app asks.\n",
  );
}

main().catch((err: unknown) => {
  // The explained failures (what to set, what HMRC said) need no stack trace.
  const explained = err instanceof HmrcSetupError || err instanceof HmrcTestUserError;
  process.stderr.write(`Could not make an HMRC test user: ${explained ? err.message : describeError(err)}\n`);
  process.exit(1);
});
