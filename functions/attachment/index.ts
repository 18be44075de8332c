import { createApi } from '../shared/api/create-api';

/** Attachment calls of SPEC §7: every route of the group answers 501 until its issue lands. */
export const handler = createApi('attachment', {});
