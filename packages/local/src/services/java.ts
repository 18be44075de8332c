import { spawnSync } from 'node:child_process';
import type { StackLogger } from '../log';

/** The Debian package that provides a Java runtime for DynamoDB Local (STACK-NOTES step 2). */
export const JAVA_PACKAGE = 'openjdk-17-jre-headless';

/** Whether a command runs (exit 0). */
export function commandWorks(command: string, args: readonly string[]): boolean {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

/**
 * Install Debian packages with apt-get. Only as root (containers, CI images): the Debian archive is
 * reachable offline. Otherwise it stops with the one command to run, rather than sudo-ing on the
 * developer's behalf. `why` says what needs the packages.
 */
export function installDebianPackages(
  packages: readonly string[],
  why: string,
  logger: Pick<StackLogger, 'info'>,
  options: { quiet?: boolean } = {},
): void {
  const list = packages.join(' ');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(`${why}. Install it with "sudo apt-get install -y ${list}" (Debian/Ubuntu), then run again.`);
  }
  logger.info(`${why}; installing ${list} with apt-get (one-time, about a minute)`);
  const stdio = options.quiet ? 'ignore' : 'inherit';
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update'], { stdio, env });
  const install =
    update.status === 0
      ? spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { stdio, env })
      : update;
  if (install.status !== 0) {
    throw new Error(
      `Installing ${list} with apt-get failed (exit ${install.status ?? install.signal}); install it and run again.`,
    );
  }
}

/**
 * Make sure `java` runs. DynamoDB Local is a Java program and is the only stand-in that passes
 * transactions and TTL (STACK-NOTES step 2).
 */
export function ensureJava(logger: StackLogger, options: { quiet?: boolean } = {}): void {
  if (commandWorks('java', ['-version'])) return;
  installDebianPackages(
    [JAVA_PACKAGE],
    'DynamoDB Local needs Java 17 or later, and "java -version" failed',
    logger,
    options,
  );
  if (!commandWorks('java', ['-version'])) {
    throw new Error(
      `Installed ${JAVA_PACKAGE} but "java -version" still fails; install a Java 17+ runtime and run again.`,
    );
  }
}
