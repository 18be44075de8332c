import { AFFILIATE_SLUG_TAKEN } from '@bk/contract';

/** What the affiliate routes say (SPEC §5 and §8 where the spec has the words; plain English where it is silent). */
export const AFFILIATE_MESSAGES = {
  notEnrolled: 'Your business has not joined the affiliate programme',
  slugTaken: AFFILIATE_SLUG_TAKEN,
  profileNotFound: 'Profile not found',
  industry: 'Choose an industry from the list',
  email: 'Enter a valid email address',
  website: 'Enter a website address, for example https://www.example.co.uk',
} as const;

/** SPEC §3 profile state: the words the dashboard shows beside each state. */
export const STATE_DESCRIPTIONS = {
  PENDING: 'Your profile is waiting for review. We will e-mail you once it has been reviewed.',
  PENDING_CHANGE: 'Your changes are waiting for review. Your approved profile stays published until they are approved.',
  REJECTED: 'Your profile was not approved. Read the note, change your profile and submit it again.',
  ACTIVE: 'Your profile is published in the directory.',
  INACTIVE: 'Your profile is not shown in the directory.',
} as const;
