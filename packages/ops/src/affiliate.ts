import { connectDelivery, deliverySettings } from './affiliate-connect';
import { affiliateCommands, parseAffiliateArgs, type ReviewOutcome } from './affiliate-commands';
import { listLine, showText } from './affiliate-review-text';
import { connect } from './connect';

const USAGE = `Review affiliate profiles before they are published in the directory.

  npm run affiliate -- list [--state pending|rejected|active|inactive]   (default pending, oldest first)
  npm run affiliate -- show <business id>            the submitted profile beside the published one
  npm run affiliate -- approve <business id> [public note]
  npm run affiliate -- reject <business id> <public note saying what to change>

Approving publishes the profile (and its logo, when shown); both outcomes are e-mailed to the
affiliate. Works on the running local stack, or on a deployed stage when TABLE_NAME, APP_URL,
FILES_BUCKET and MAIL_FROM (and AWS credentials) are set.`;

/** What the operator reads after an approval or rejection. */
function report(id: string, verb: string, outcome: ReviewOutcome): number {
  if (outcome.result === 'notFound') {
    console.error(`No affiliate profile was submitted for business ${id}.`);
    return 1;
  }
  if (outcome.result === 'notPending') {
    console.error(`The profile of business ${id} is not awaiting review (already reviewed, or withdrawn); see show.`);
    return 1;
  }
  console.log(`${verb} the profile of business ${id}.`);
  if (outcome.logoUrl) console.log(`Logo published at ${outcome.logoUrl}`);
  if (outcome.mailedTo) console.log(`E-mailed the outcome to ${outcome.mailedTo}.`);
  else
    console.error(
      `The outcome was NOT e-mailed (${outcome.mailError ?? 'unknown reason'}); tell the affiliate yourself.`,
    );
  return 0;
}

async function main(): Promise<number> {
  const args = parseAffiliateArgs(process.argv.slice(2));
  if (args.command === 'help') {
    if (args.error) console.error(args.error);
    console.log(USAGE);
    return args.error ? 2 : 0;
  }
  const { db, where } = connect();
  const commands = affiliateCommands(db, connectDelivery(deliverySettings()));
  switch (args.command) {
    case 'list': {
      const found = await commands.list(args.state);
      if (found.length === 0) console.log(`No ${args.state.toLowerCase()} affiliate profiles in ${where}.`);
      for (const s of found) console.log(listLine(s));
      return 0;
    }
    case 'show': {
      const review = await commands.show(args.id);
      if (!review) {
        console.error(`No affiliate profile was submitted for business ${args.id}.`);
        return 1;
      }
      for (const line of showText(review)) console.log(line);
      return 0;
    }
    case 'approve':
      return report(args.id, 'Approved and published', await commands.approve(args.id, args.publicNote));
    case 'reject':
      return report(args.id, 'Rejected', await commands.reject(args.id, args.publicNote));
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
