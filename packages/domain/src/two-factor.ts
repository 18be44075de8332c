/** Two-factor type ids (SPEC §3). */
export const TwoFactorType = { NONE: 0, EMAIL: 100, AUTHENTICATOR: 200 } as const;
export type TwoFactorTypeId = (typeof TwoFactorType)[keyof typeof TwoFactorType];
