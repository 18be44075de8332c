import type { AssistantAnswer, AssistantFigure } from '@bk/contract';
import { formatMoney, parsePounds } from '@bk/domain';
import { formatDate } from '../../lib/format';

/**
 * The figure of an answer the British way (SPEC §9): money as £1,234.56, a count as a number,
 * a date as DD/MM/YYYY; null when the figure carries none of them (only a period).
 */
export function figureValue(figure: AssistantFigure): string | null {
  if (figure.amount !== undefined) return moneyText(figure.amount);
  if (figure.count !== undefined) return figure.count.toLocaleString('en-GB');
  if (figure.date !== undefined) return formatDate(figure.date);
  return null;
}

/** The API's pounds text ("1234.50") as £1,234.50; text that is not money is shown as sent. */
function moneyText(amount: string): string {
  try {
    return formatMoney(parsePounds(amount));
  } catch {
    return amount;
  }
}

/** A period as "01/04/2026 to 30/06/2026". */
export function periodText(period: { from: string; to: string }): string {
  return `${formatDate(period.from)} to ${formatDate(period.to)}`;
}

/** Where a link of an answer goes: a screen of this app (through the router) or a page to open. */
export type LinkTarget = { kind: 'screen'; to: string } | { kind: 'page'; href: string };

/**
 * An answer's link: `/app/...` addresses other than the static pages under `/app/legal/` are
 * screens of the SPA, opened by the router (app-relative, without the base); anything else is a
 * page (the help page, the support site). Addresses off this site are never treated as screens.
 */
export function linkTarget(href: string, base = '/app/'): LinkTarget {
  const root = base.endsWith('/') ? base : `${base}/`;
  if (!href.startsWith(root) || href.startsWith('//')) return { kind: 'page', href };
  const rest = href.slice(root.length - 1);
  const path = rest.split(/[?#]/)[0] ?? rest;
  if (path.startsWith('/legal/') || /\.[a-z0-9]+$/i.test(path)) {
    return { kind: 'page', href };
  }
  return { kind: 'screen', to: rest };
}

/** Whether an answer needs the support link added: it could not help, and did not offer one. */
export function needsSupportLink(answer: AssistantAnswer, supportPath: string): boolean {
  if (answer.kind !== 'not-covered' && answer.kind !== 'refused') return false;
  return !answer.actions.some((a) => {
    const target = linkTarget(a.href);
    return target.kind === 'screen' && target.to.split(/[?#]/)[0] === supportPath;
  });
}

/**
 * What the live region reads out when an answer arrives: the answer's words, then its figure
 * (value, period and business), so a screen reader hears what the screen shows.
 */
export function spokenAnswer(answer: AssistantAnswer, businessName: string | null): string {
  const parts = [answer.text];
  if (answer.figure) {
    const value = figureValue(answer.figure);
    parts.push(`${answer.figure.label}${value ? `: ${value}` : ''}.`);
    if (answer.figure.period) parts.push(`Period ${periodText(answer.figure.period)}.`);
    if (businessName) parts.push(`Business: ${businessName}.`);
  }
  return parts.join(' ');
}
