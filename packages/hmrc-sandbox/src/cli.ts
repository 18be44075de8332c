/**
 * `npm run hmrc-sandbox [-- flags]`: the emulator on its own. HMRC_SANDBOX_PORT (default 3300), the
 * data file HMRC_SANDBOX_DATA (default .data/hmrc-sandbox.json) that keeps users, grants and
 * returns, and the latency, fault and mode flags of cli-args.ts.
 */
import path from 'node:path';
import { parseCliArgs } from './cli-args';
import { LOCAL_CLIENT, startHmrcSandbox } from './index';

async function main(): Promise<void> {
  const port = Number(process.env.HMRC_SANDBOX_PORT || 3300);
  const dataFile = path.resolve(process.env.HMRC_SANDBOX_DATA || '.data/hmrc-sandbox.json');
  const flags = parseCliArgs(process.argv.slice(2));
  const sandbox = await startHmrcSandbox({ port, host: '127.0.0.1', dataFile, seedUser: true, ...flags });
  const user = sandbox.seedUser;
  if (!user) throw new Error('The sandbox started with seedUser: true has no seed user');
  process.stdout.write(
    [
      '',
      `HMRC sandbox emulator: ${sandbox.url}  (data in ${path.relative(process.cwd(), dataFile)}; Ctrl-C to stop)`,
      `  Test user     User ID ${user.userId}   password ${user.password}   VRN ${user.vrn}`,
      `  Income Tax    NINO ${user.nino ?? '-'}   business ID ${user.businessId ?? '-'}`,
      `  Application   client_id ${LOCAL_CLIENT.clientId}   client_secret ${LOCAL_CLIENT.clientSecret}`,
      `  Redirect URIs ${LOCAL_CLIENT.redirectUris.join('  ')}`,
      `  Obligations   ${flags.statefulObligations ? 'stateful (a filed period shows fulfilled)' : "stateless, as HMRC's sandbox"}`,
      `  Faults        ${JSON.stringify(flags.faults ?? {})} (change them: PUT ${sandbox.url}/_emulator/faults)`,
      '',
      '',
    ].join('\n'),
  );
  const stop = (): void => {
    sandbox.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  process.stderr.write(
    code === 'EADDRINUSE'
      ? 'The port is already in use: choose another with HMRC_SANDBOX_PORT=<port>.\n'
      : error instanceof RangeError
        ? `${error.message}\n`
        : `Could not start the HMRC sandbox: ${String(error)}\n`,
  );
  process.exit(1);
});
