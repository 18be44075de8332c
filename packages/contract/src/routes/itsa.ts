import * as z from 'zod/mini';
import { route } from '../define';
import * as S from '../schemas';

/**
 * Making Tax Digital for Income Tax (decision 0068): the owner's NINO and HMRC business, obligations,
 * the year-to-date figures, the cumulative quarterly update and HMRC's calculation. In the `hmrc`
 * group because they share its Lambda's HMRC link, token refresh and fraud-prevention headers.
 */
// One line per route reads as the table it is.
// prettier-ignore
export const itsaRoutes = {
  itsaSettings: route({ method: 'GET', path: '/hmrc/itsa/settings', group: 'hmrc', access: 'business', permission: 'itsa:read', summary: 'Income Tax settings and link state', response: S.ItsaSettings }),
  itsaSettingsSave: route({ method: 'PUT', path: '/hmrc/itsa/settings', group: 'hmrc', access: 'business', permission: 'itsa:submit', summary: "Save the owner's NINO and HMRC business", query: S.GovTestScenarioQuery, body: S.ItsaSettingsSave, response: S.ItsaSettings }),
  itsaBusinesses: route({ method: 'POST', path: '/hmrc/itsa/businesses', group: 'hmrc', access: 'business', permission: 'itsa:read', summary: "The owner's self-employment businesses at HMRC", query: S.GovTestScenarioQuery, body: S.ItsaBusinessesQuery, response: z.array(S.ItsaBusiness) }),
  itsaQuarterType: route({ method: 'PUT', path: '/hmrc/itsa/quarter-type', group: 'hmrc', access: 'business', permission: 'itsa:submit', summary: 'Choose standard or calendar quarters', query: S.GovTestScenarioQuery, body: S.ItsaQuarterTypeSave, response: S.ItsaSettings }),
  itsaObligations: route({ method: 'GET', path: '/hmrc/itsa/obligations/{taxYear}', group: 'hmrc', access: 'business', permission: 'itsa:read', summary: "A tax year's Income Tax obligations", params: S.ItsaTaxYearParams, query: S.GovTestScenarioQuery, response: S.ItsaObligations }),
  itsaFigures: route({ method: 'GET', path: '/hmrc/itsa/figures/{taxYear}', group: 'hmrc', access: 'business', permission: 'itsa:read', summary: 'Year-to-date figures of a quarterly update', params: S.ItsaTaxYearParams, query: S.ItsaFiguresQuery, response: S.ItsaFigures }),
  itsaSubmit: route({ method: 'POST', path: '/hmrc/itsa/submissions', group: 'hmrc', access: 'business', permission: 'itsa:submit', summary: 'Send a quarterly update', query: S.GovTestScenarioQuery, body: S.ItsaSubmit, response: S.ItsaSubmission, status: 201 }),
  itsaSubmissions: route({ method: 'GET', path: '/hmrc/itsa/submissions', group: 'hmrc', access: 'business', permission: 'itsa:read', summary: 'Quarterly update receipts', query: S.ItsaSubmissionsQuery, response: z.array(S.ItsaSubmission) }),
  itsaSubmission: route({ method: 'GET', path: '/hmrc/itsa/submissions/{id}', group: 'hmrc', access: 'business', permission: 'itsa:read', summary: 'One quarterly update receipt', params: S.IdParams, response: S.ItsaSubmission }),
  itsaCalculation: route({ method: 'GET', path: '/hmrc/itsa/submissions/{id}/calculation', group: 'hmrc', access: 'business', permission: 'itsa:read', summary: "HMRC's calculation after an update", params: S.IdParams, query: S.GovTestScenarioQuery, response: S.ItsaCalculation }),
} as const;
