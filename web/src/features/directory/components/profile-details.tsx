import type { AffiliateEventKind, ResponseOf } from '@bk/contract';
import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { ReadOnlyValues, type ReadOnlyValue } from '../../../components/read-only-values';
import { facebookHref, linkedinHref, twitterHref, websiteHref } from '../profile-links';

export type PublicProfile = ResponseOf<'affiliateDirectoryProfile'>;

/** A link out of the app, counted as it is followed; text as typed when it is no web address. */
function outLink(value: string, href: string | null, onFollow?: () => void): ReactNode {
  if (href === null) return value;
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer nofollow ugc" onClick={onFollow} onAuxClick={onFollow}>
      {value}
    </Anchor>
  );
}

/** The contact details the affiliate chose to show (the API sends null for the others). */
export function ProfileDetails({
  profile,
  count,
}: {
  profile: PublicProfile;
  count: (kind: Exclude<AffiliateEventKind, 'view'>) => void;
}) {
  const items: ReadOnlyValue[] = [];
  const add = (label: string, value: string | null, show: (value: string) => ReactNode = (v) => v) => {
    if (value !== null && value.trim() !== '') items.push({ label, value: show(value) });
  };
  add('Industry', profile.industryName);
  add('Website', profile.website, (v) => outLink(v, websiteHref(v), () => count('website')));
  add('Email', profile.emailAddress, (v) => <Anchor href={`mailto:${v}`}>{v}</Anchor>);
  add('Phone', profile.phoneNumber, (v) => <Anchor href={`tel:${v.replace(/[^\d+]/g, '')}`}>{v}</Anchor>);
  add('Address', profile.address ?? profile.town);
  add('VAT number', profile.vrn);
  add('Twitter', profile.twitterHandle, (v) => outLink(v, twitterHref(v), () => count('twitter')));
  add('Facebook', profile.facebookProfile, (v) => outLink(v, facebookHref(v), () => count('facebook')));
  add('LinkedIn', profile.linkedinProfile, (v) => outLink(v, linkedinHref(v), () => count('linkedin')));
  add('Other socials', profile.otherSocials);
  return <ReadOnlyValues items={items} cols={{ base: 1, sm: 2 }} />;
}
