/** Messages a person sees, in the spec's words (SPEC §8). One place, shared by server and client. */
export const MESSAGES = {
  unknown: 'An unknown error occurred, please try again',
  unreachable: 'The site is currently unreachable. Check your network connection and try again',
  validation: 'There were validation errors, please correct them and resubmit',
  forbidden:
    "Either you don't have permission to do this or you have input some bad data, please amend any fields in an attempt to remove the bad data and try again",
  unauthenticated: 'Your session has ended, please sign in again',
  notFound: 'The requested item was not found',
  routeNotFound: 'There is no such API call',
  notImplemented: 'This part of the product is coming in a later release',
  rateLimited: 'Too many attempts, please wait a few minutes and try again',
  payloadTooLarge: 'The request is too large',
  unsupportedMediaType: 'Requests must be sent as JSON',
  invalidJson: 'The request body is not valid JSON',
  /** A field whose text has broken characters (a lone UTF-16 surrogate), refused at the API's edge. */
  malformedText: 'This has characters that cannot be read, please type it again',
  /** Broken characters outside any field: the body's bytes or the browser's details header. */
  malformedRequest: 'The request has characters that cannot be read. Please reload the page and try again',
  /** 503 on a read: DynamoDB, S3, SES or another service is down or throttling (decision 0048). */
  serviceBusy: 'The service is busy or briefly unavailable. Please try again in a minute.',
  /** 503 on a change: a timeout or an earlier step may have written, so "nothing was saved" could be untrue. */
  serviceBusyChange:
    'The service is busy or briefly unavailable, so this change may not have been saved. Please check and try again in a minute.',
  noBusinessSelected: 'Select a business to continue',
  /** A date range whose end is before its start (SPEC §8's words on the VAT information screens). */
  dateOrder: 'Date to must be after Date from',
  /** A date range longer than the 366 days SPEC §9 allows for VAT information and figures. */
  dateRangeYear: 'Date range must be less than 1 year',
  pageNotFound: 'This page does not exist. Please click below to return to the site.',
  sessionWarning: (minutes: number) =>
    `Your session will time out in less than ${minutes} minute${minutes === 1 ? '' : 's'}, please save your work to reset the idle timeout`,
} as const;
