import * as z from 'zod/mini';
import { route } from '../define';
import * as S from '../schemas';

const flag = z.boolean();

/** Banner messages, feature flags, the HMRC mode and the web version (SPEC §7), spread into the routes table. */
// One line per route reads as the table it is.
// prettier-ignore
export const miscRoutes = {
  bannerList: route({ method: 'GET', path: '/banner-message', group: 'misc', access: 'optional', summary: 'Banner messages (without those the user cleared)', response: z.array(S.BannerMessage) }),
  bannerClear: route({ method: 'PATCH', path: '/banner-message/{id}/clear', group: 'misc', access: 'user', summary: 'Hide a clearable banner for this user', params: S.IdParams, response: S.Ok }),
  aishaEnabled: route({ method: 'GET', path: '/aisha/enabled', group: 'misc', access: 'public', summary: 'Whether the chat assistant is switched on', response: flag }),
  hmrcMode: route({ method: 'GET', path: '/hmrc/mode', group: 'misc', access: 'user', summary: 'Which HMRC this stage talks to: the local emulator, the sandbox or production', response: z.object({ mode: z.enum(['local', 'sandbox', 'production']) }) }),
  version: route({ method: 'GET', path: '/version.json', group: 'misc', access: 'public', summary: 'The deployed web version (a static file of the web build, under /app/)', response: z.object({ version: z.string() }), static: true }),
} as const;
