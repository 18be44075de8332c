/** Where people write to for help (shown on Support). Change here when the support address changes. */
export const SUPPORT_EMAIL = 'support@bookkeeper.example';

/** SPEC §2 Support: how long a support token lets staff in. */
export const SUPPORT_TOKEN_MINUTES = 15;
