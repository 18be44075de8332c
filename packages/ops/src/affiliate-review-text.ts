import type { AffiliateProfileValues, AffiliateReview, AffiliateSubmissionItem } from '@bk/data';
import { INDUSTRIES } from '@bk/domain';

/** One line of `show`: a field as the public would see it, live and submitted. */
export interface FieldChange {
  label: string;
  published: string;
  submitted: string;
  changed: boolean;
}

const HIDDEN = '(not shown)';
const NONE = '(none)';
const NOTHING = '(nothing published)';

const shown = (include: boolean, value: string | null | undefined) =>
  include ? (value && value.trim() !== '' ? value : NONE) : HIDDEN;

const addressOf = (p: AffiliateProfileValues) =>
  [p.firstLineOfAddress, p.town, p.region, p.postalCode, p.country].filter((v) => v && v.trim() !== '').join(', ');

const industryOf = (id: number | null) => INDUSTRIES.find((i) => i.id === id)?.name ?? NONE;

/** Every field of a profile as the directory shows it (a field the affiliate hides reads "(not shown)"). */
function publicFields(p: AffiliateProfileValues, logo: string): [string, string][] {
  return [
    ['Name', p.name],
    ['Address (slug)', p.slug],
    ['Accountant', p.isAccountant ? 'yes' : 'no'],
    ['Industry', industryOf(p.industryId)],
    ['Description', p.description || NONE],
    ['Logo', p.include.logo ? logo : HIDDEN],
    ['VRN', shown(p.include.vrn, p.vrn)],
    ['E-mail', shown(p.include.emailAddress, p.emailAddress)],
    ['Phone', shown(p.include.phoneNumber, p.phoneNumber)],
    ['Website', shown(p.include.website, p.website)],
    ['Address', shown(p.include.address, addressOf(p))],
    ['Twitter', shown(p.include.twitter, p.twitterHandle)],
    ['Facebook', shown(p.include.facebook, p.facebookProfile)],
    ['LinkedIn', shown(p.include.linkedin, p.linkedinProfile)],
    ['Other socials', shown(p.include.otherSocials, p.otherSocials)],
  ];
}

/**
 * The submitted profile beside the published one, field by field, as the public would see each:
 * what an approval changes. Without a published profile every field is new.
 */
export function profileChanges(review: AffiliateReview): FieldChange[] {
  const submitted = publicFields(
    review.submission.profile,
    review.submission.profile.logoKey ? 'the business logo' : NONE,
  );
  const published = review.published
    ? publicFields(review.published.profile, review.published.logoUrl ?? NONE)
    : undefined;
  return submitted.map(([label, value], i) => {
    const before = published?.[i]?.[1] ?? NOTHING;
    return {
      label,
      published: before,
      submitted: value,
      changed: label === 'Logo' ? logoChanged(review) : before !== value,
    };
  });
}

/** The live logo is an address, the submitted one a stored file: compare whether each is shown, and the files. */
function logoChanged({ published, submission }: AffiliateReview): boolean {
  if (!published) return true;
  const before = published.profile.include.logo && published.logoUrl !== null;
  const after = submission.profile.include.logo && submission.profile.logoKey !== null;
  return before !== after || (after && published.profile.logoKey !== submission.profile.logoKey);
}

/** `list`: one line a submission, oldest first. */
export function listLine(s: AffiliateSubmissionItem): string {
  return `${s.businessId}  ${s.state.padEnd(8)}  submitted ${s.createdAt.slice(0, 16).replace('T', ' ')}  ${s.profile.slug}  ${s.profile.name}`;
}

/** `show`: the submission, who it is from, and the field-by-field comparison. */
export function showText(review: AffiliateReview): string[] {
  const s = review.submission;
  const lines = [
    `Business ${s.businessId}: ${review.business?.name ?? '(business deleted)'}`,
    `State ${s.state}, submitted ${s.createdAt}${s.reviewedAt ? `, reviewed ${s.reviewedAt}` : ''}`,
    `Outcome e-mailed to ${review.contactEmail ?? '(no address: the outcome cannot be e-mailed)'}`,
  ];
  if (s.publicNote) lines.push(`Public note: ${s.publicNote}`);
  lines.push(
    review.published
      ? `Published since ${review.published.publishedAt} at /${review.published.slug}`
      : 'Nothing published yet: approving publishes it for the first time.',
    '',
    'Field            Published  ->  Submitted   (* = changes on approval)',
  );
  for (const c of profileChanges(review)) {
    const mark = c.changed ? '*' : ' ';
    if (c.changed) lines.push(`${mark} ${c.label.padEnd(15)} ${oneLine(c.published)}  ->  ${oneLine(c.submitted)}`);
    else lines.push(`${mark} ${c.label.padEnd(15)} ${oneLine(c.submitted)}`);
  }
  return lines;
}

/** A value on one line, cut to a readable length (descriptions can be long). */
function oneLine(value: string, max = 120): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
