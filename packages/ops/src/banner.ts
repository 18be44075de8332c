import { bannerCommands, parseBannerArgs } from './banner-commands';
import { connect } from './connect';

const USAGE = `Banner messages shown at the top of the app.

  npm run banner -- list
  npm run banner -- add --message "Planned maintenance on Sunday 8am-9am" [--colour primary|gold|danger] [--clearable]
  npm run banner -- remove <id>

Works on the running local stack, or on a deployed stage when TABLE_NAME (and AWS credentials) are set.`;

async function main(): Promise<number> {
  const parsed = parseBannerArgs(process.argv.slice(2));
  if (parsed.command === 'help') {
    if (parsed.error) console.error(parsed.error);
    console.log(USAGE);
    return parsed.error ? 2 : 0;
  }
  const { db, where } = connect();
  const commands = bannerCommands(db);
  if (parsed.command === 'list') {
    const banners = await commands.list();
    if (banners.length === 0) console.log(`No banner messages in ${where}.`);
    for (const b of banners)
      console.log(`${b.id}  colour ${b.colorId}  ${b.canClear ? 'clearable' : 'fixed'}  ${b.messageHtml}`);
  } else if (parsed.command === 'add') {
    const banner = await commands.add(parsed.options);
    console.log(`Added banner ${banner.id} to ${where}.`);
  } else {
    const removed = await commands.remove(parsed.id);
    console.log(removed ? `Removed banner ${parsed.id}.` : `No banner with id ${parsed.id}; nothing removed.`);
    if (!removed) return 1;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
