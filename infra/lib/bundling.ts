import path from 'node:path';
import type { RouteGroup } from '@bk/contract';
import type { BundlingOptions, ICommandHooks } from 'aws-cdk-lib/aws-lambda-nodejs';
import { REPO_ROOT } from './paths';

/**
 * Packages a route group's Lambda installs beside its bundle instead of bundling them (decision
 * 0038). pdfkit reads its own data files at run time and cannot be bundled by esbuild; the DejaVu
 * fonts are TrueType files the invoice PDF embeds (functions/invoice/pdf/fonts.ts resolves them as
 * a package). zxcvbn's dictionaries (1.6 MB) would be parsed at every cold start of the user
 * function when bundled; installed, they load on the first password check only (the estimator
 * imports them dynamically, packages/domain/src/passwords/zxcvbn-engine.ts; decision 0058). Each
 * group listed has its own small lock file under `infra/lambda-deps/<group>/`: CDK installs with
 * `npm ci`, which refuses the workspace's root lock file for a package.json of only these packages.
 */
export const GROUP_NODE_MODULES: Readonly<Partial<Record<RouteGroup, readonly string[]>>> = {
  invoice: ['pdfkit', 'dejavu-fonts-ttf'],
  user: ['@zxcvbn-ts/core', '@zxcvbn-ts/language-common', '@zxcvbn-ts/language-en'],
};

/**
 * Modules every deployed bundle replaces with a smaller one of ours (esbuild `--alias`, paths from
 * the repository root; decision 0058). The SDK's default credential chain brings profile, SSO,
 * web-identity and IMDS providers with their own STS and SSO clients; Lambda gives the role's
 * credentials in the environment, the chain's first source, so only that source ships. The Bedrock
 * client's bearer-token chain likewise brings the SSO OIDC client; only its environment source
 * ships. Local runs and tests run from source with the SDK's own chains.
 */
export const LAMBDA_ALIASES: Readonly<Record<string, string>> = {
  '@aws-sdk/credential-provider-node': './functions/shared/clients/lambda-credentials.ts',
  '@aws-sdk/token-providers': './functions/shared/clients/lambda-token-providers.ts',
};

/** {@link LAMBDA_ALIASES} in the form of CDK's `esbuildArgs` (`--alias:<module>=<path>`), which lambda-code.ts reads. */
export const LAMBDA_ESBUILD_ARGS: Readonly<Record<string, string[]>> = {
  '--alias': Object.entries(LAMBDA_ALIASES).map(([from, to]) => `${from}=${to}`),
};

/**
 * Node options of every deployed function: none. The bundles ship source maps, but
 * `--enable-source-maps` parses them as each file loads, 10-35 ms of every cold start (decision
 * 0058, fourth part); the one trace we log, an unexpected failure's, is mapped when it is logged
 * (functions/shared/source-stack.ts). The bench and the code tests start Node with these.
 */
export const LAMBDA_NODE_OPTIONS: readonly string[] = [];

/** The font files the invoice PDF reads; the rest of the font package is left out of the Lambda. */
export const KEPT_FONT_FILES = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'LICENSE', 'package.json'] as const;

/** The lock file `npm ci` installs a group's {@link GROUP_NODE_MODULES} from. */
export function groupLockFile(group: RouteGroup): string {
  return path.join(REPO_ROOT, 'infra', 'lambda-deps', group, 'package-lock.json');
}

/**
 * After the install: keep only the two fonts (and their licence) of the font package's 12 MB.
 * Plain POSIX `find`, run by CDK's local bundling on the deploying machine.
 */
export function pruneFontsCommand(outputDir: string): string {
  const names = KEPT_FONT_FILES.map((n) => `! -name '${n}'`).join(' ');
  return `find '${path.join(outputDir, 'node_modules', 'dejavu-fonts-ttf')}' -type f ${names} -delete`;
}

const pruneFonts: ICommandHooks = {
  beforeBundling: () => [],
  beforeInstall: () => [],
  afterBundling: (_inputDir, outputDir) => [pruneFontsCommand(outputDir)],
};

/**
 * The bundling of one route group's function: the shared settings, plus installed node modules
 * where {@link GROUP_NODE_MODULES} lists some.
 */
export function groupBundling(base: BundlingOptions, group: RouteGroup): BundlingOptions {
  const nodeModules = GROUP_NODE_MODULES[group];
  if (!nodeModules) return base;
  return {
    ...base,
    nodeModules: [...nodeModules],
    ...(nodeModules.includes('dejavu-fonts-ttf') ? { commandHooks: pruneFonts } : {}),
  };
}
