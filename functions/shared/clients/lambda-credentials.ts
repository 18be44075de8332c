import type { AwsCredentialIdentity, AwsCredentialIdentityProvider } from '@smithy/types';

/**
 * Stands in for `@aws-sdk/credential-provider-node` in the deployed bundles only (an esbuild alias,
 * infra/lib/bundling.ts; decision 0058). Lambda puts the role's credentials in the environment,
 * which is the first place the SDK's own chain looks, so its other sources (profiles, SSO, web
 * identity, IMDS and the STS/SSO clients they carry, ~90 KiB) are never used there. Local runs and
 * tests load the SDK's own chain from source.
 */
export function defaultProvider(): AwsCredentialIdentityProvider {
  return () => {
    const accessKeyId = process.env.AWS_ACCESS_KEY_ID;
    const secretAccessKey = process.env.AWS_SECRET_ACCESS_KEY;
    if (!accessKeyId || !secretAccessKey)
      return Promise.reject(
        new Error('No AWS credentials in the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY)'),
      );
    const sessionToken = process.env.AWS_SESSION_TOKEN;
    const credentials: AwsCredentialIdentity = {
      accessKeyId,
      secretAccessKey,
      ...(sessionToken ? { sessionToken } : {}),
    };
    return Promise.resolve(credentials);
  };
}

/** The SDK chain's own rules for credentials with an expiry; environment credentials have none. */
export const credentialsWillNeedRefresh = (c: AwsCredentialIdentity): boolean => c.expiration !== undefined;
export const credentialsTreatedAsExpired = (c: AwsCredentialIdentity): boolean =>
  c.expiration !== undefined && c.expiration.getTime() - Date.now() < 300_000;
