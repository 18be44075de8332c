import { affiliateSlugOf } from '@bk/contract';

/**
 * The profile address after the name changes (SPEC §5 "derived from the name in kebab case"):
 * a first profile's address follows its name until the person types one of their own; a profile
 * already submitted keeps its address, since links to it may have been shared.
 * @example slugAfterNameChange({ name: 'Acme', slug: 'acme' }, 'Acme & Co', true) // 'acme-co'
 */
export function slugAfterNameChange(before: { name: string; slug: string }, name: string, isFirst: boolean): string {
  const untouched = before.slug === affiliateSlugOf(before.name);
  return isFirst && untouched ? affiliateSlugOf(name) : before.slug;
}
