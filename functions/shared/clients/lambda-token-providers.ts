import type { TokenIdentity, TokenIdentityProvider } from '@smithy/types';

/**
 * Stands in for `@aws-sdk/token-providers` in the deployed bundles only (an esbuild alias,
 * infra/lib/bundling.ts; decision 0058), as lambda-credentials.ts does for the credential chain.
 * The Bedrock client asks for a bearer token only when its bearer scheme is chosen over SigV4
 * with the role's credentials; such a token can come from the environment, as in the SDK, but
 * never from an SSO session, whose client (SSO OIDC) the SDK's own provider brings.
 */
export function fromEnvSigningName({ signingName }: { signingName?: string } = {}): TokenIdentityProvider {
  return () => {
    const key = `AWS_BEARER_TOKEN_${(signingName ?? '').replace(/[\s-]/g, '_').toUpperCase()}`;
    const token = process.env[key];
    if (!signingName || token === undefined)
      return Promise.reject(new Error(`Token not present in '${key}' environment variable`));
    const identity: TokenIdentity = { token };
    return Promise.resolve(identity);
  };
}

/** The SDK's SSO token chain: never used in Lambda, which has no SSO session. */
export function nodeProvider(): TokenIdentityProvider {
  return () => Promise.reject(new Error('No SSO token in Lambda: the role credentials sign the call'));
}
