import { spawnSync } from 'node:child_process';
import type { StackLogger } from '../log';

/** The Debian package that provides a Java runtime for DynamoDB Local (STACK-NOTES step 2). */
export const JAVA_PACKAGE = 'openjdk-17-jre-headless';

function javaWorks(): boolean {
  const r = spawnSync('java', ['-version'], { stdio: 'ignore' });
  return r.status === 0;
}

/**
 * Make sure `java` runs. DynamoDB Local is a Java program and is the only stand-in that passes
 * transactions and TTL (STACK-NOTES step 2). As root (containers, CI images) we install the JRE
 * from the Debian archive, which is reachable offline; otherwise we stop with what to install,
 * rather than sudo-ing on the developer's behalf.
 */
export function ensureJava(logger: StackLogger, options: { quiet?: boolean } = {}): void {
  if (javaWorks()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `DynamoDB Local needs Java, and "java -version" failed. Install a Java 17+ runtime, e.g. "sudo apt-get install -y ${JAVA_PACKAGE}" (Debian/Ubuntu) or "brew install openjdk@17" (macOS), then run again.`,
    );
  }
  logger.info(`Java not found; installing ${JAVA_PACKAGE} with apt-get (one-time, about a minute)`);
  const stdio = options.quiet ? 'ignore' : 'inherit';
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update'], { stdio, env });
  const install =
    update.status === 0
      ? spawnSync('apt-get', ['install', '-y', '--no-install-recommends', JAVA_PACKAGE], { stdio, env })
      : update;
  if (install.status !== 0 || !javaWorks()) {
    throw new Error(
      `Installing ${JAVA_PACKAGE} with apt-get failed (exit ${install.status ?? install.signal}); install a Java 17+ runtime and run again.`,
    );
  }
}
