import { roleName, type Action, type BusinessRoleId } from '@bk/domain';

/** What a person reads for each action the assistant's intents need, in words (docs/permissions.md). */
const ACTION_WORDS: Partial<Record<Action, string>> = {
  'vat:read': 'see VAT figures',
  'ledger:read': 'see the transactions',
};

/** The assistant's own words (decision 0065); plain text, no markup. */
export const ASSISTANT_MESSAGES = {
  notCovered:
    "I can't help with that. I can answer questions about using this app, VAT and Making Tax Digital, and about the figures in your books. For anything else, the support page can help.",
  chooseBusiness:
    'Choose a business first, then ask again: I answer questions about the books of the business you have open.',
  rateLimited: "You've asked a lot of questions in a short time. Please wait a minute and try again.",
  rateLimitedDay: "You've reached today's limit of questions for the assistant. Please try again tomorrow.",
  vatOff: 'VAT is switched off for this business, so there is no VAT to pay. You can switch it on in the VAT settings.',
  noOpenPeriod:
    "I can't tell which VAT period is open yet: I work it out from the last VAT return filed through this app, and there isn't one. VAT Obligations shows the periods HMRC has open for you.",
  flatRateMissing:
    'Your business is on the Flat Rate Scheme but has no flat rate percent saved, so I cannot work out the VAT. Add the percent in Edit Business.',
  unknownCategory: (name: string) =>
    `I couldn't find an expense category called "${name}". The Self Assessment summary lists what you spent in each category.`,
  /** The role lacks the action an intent needs: name both, so the person knows whom to ask. */
  refused: (role: BusinessRoleId, action: Action) =>
    `Your role in this business (${roleName(role)}) doesn't allow you to ${ACTION_WORDS[action] ?? `use ${action}`}, so I can't answer that. An administrator of the business can change your role.`,
} as const;

/** Deep links into the app (web/src/config/routes.ts, under the router's `/app` basename). */
export const APP_LINKS = {
  submitVatReturn: { label: 'Open Submit VAT Return', href: '/app/hmrc/vat-return' },
  obligations: { label: 'Open VAT Obligations', href: '/app/hmrc/obligations' },
  vatSettings: { label: 'Open VAT settings', href: '/app/hmrc/vat-toggle' },
  editBusiness: { label: 'Open Edit Business', href: '/app/edit-business' },
  transactions: { label: 'Open Transactions', href: '/app/transactions' },
  selfAssessment: { label: 'Open Self Assessment', href: '/app/hmrc/self-assessment' },
  selectBusiness: { label: 'Choose a business', href: '/app/select-business' },
  support: { label: 'Open the support page', href: '/app/support' },
} as const;
