import type { Business } from '@bk/contract';
import { businessRepository, type BusinessItem } from '@bk/data';
import { isBusinessRoleId, roleName, type BusinessRoleId } from '@bk/domain';
import type { BusinessContext } from '../shared/api/types';
import { getDb } from '../shared/clients/db';
import { ForbiddenError } from '../shared/errors';

/** One line of the address parts that are filled in, comma separated. */
export function formatAddress(b: BusinessItem): string | null {
  const parts = [b.firstLineOfAddress, b.town, b.region, b.postalCode, b.country].filter(
    (p): p is string => !!p && p.trim() !== '',
  );
  return parts.length ? parts.join(', ') : null;
}

/**
 * The business as the contract shows it. `logoBase64` is the logo as a data URL
 * (`data:image/png;base64,…`) ready for an `<img src>` and for invoice PDFs, or null.
 */
export function toBusinessDto(b: BusinessItem, roleId: BusinessRoleId, logoDataUrl: string | null = null): Business {
  return {
    id: b.id,
    name: b.name,
    businessTypeId: b.businessTypeId,
    industryId: b.industryId,
    crn: b.crn,
    enableVat: b.enableVat,
    vrn: b.vrn,
    scheme: b.scheme,
    flatRatePercent: b.flatRatePercent,
    vatRegistrationDate: b.vatRegistrationDate,
    flatRateJoinDate: b.flatRateJoinDate,
    firstLineOfAddress: b.firstLineOfAddress,
    town: b.town,
    region: b.region,
    country: b.country,
    postalCode: b.postalCode,
    formattedAddress: formatAddress(b),
    emailAddress: b.emailAddress,
    phoneNumber: b.phoneNumber,
    website: b.website,
    twitterHandle: b.twitterHandle,
    facebookProfile: b.facebookProfile,
    linkedinProfile: b.linkedinProfile,
    otherSocials: b.otherSocials,
    logoBase64: logoDataUrl,
    businessRole: { id: roleId, name: roleName(roleId) },
  };
}

/** The logo of a business as a data URL, read from the files bucket (null without one). */
export async function logoDataUrl(b: BusinessItem): Promise<string | null> {
  if (!b.logoKey) return null;
  // Loaded here, not with the module: only a business with a logo needs the S3 client (decision 0058).
  const { getFile } = await import('../shared/files');
  const file = await getFile(b.logoKey);
  if (!file) return null;
  return `data:${file.contentType ?? 'image/png'};base64,${Buffer.from(file.body).toString('base64')}`;
}

/** The business with its logo, as the contract shows it. */
export async function businessDto(b: BusinessItem, roleId: BusinessRoleId): Promise<Business> {
  return toBusinessDto(b, roleId, await logoDataUrl(b));
}

/**
 * The session's business. The chain has already checked the membership, so a missing business
 * here is one deleted a moment ago: 403 like any business the caller cannot use, which sends the
 * web app to Select Business (it treats 403 on this call as "no business").
 */
export async function requireBusiness(business: BusinessContext): Promise<BusinessItem> {
  const item = await businessRepository(getDb()).getBusiness(business.id);
  if (!item) throw new ForbiddenError();
  return item;
}

export async function getActiveBusiness(business: BusinessContext): Promise<Business> {
  return businessDto(await requireBusiness(business), business.roleId);
}

/** The user's businesses as tiles, sorted by name (two requests however many there are). */
export async function listBusinessesOfUser(userId: string) {
  const repo = businessRepository(getDb());
  const memberships = (await repo.listMembershipsOfUser(userId)).filter((m) => isBusinessRoleId(m.roleId));
  const businesses = new Map((await repo.getBusinesses(memberships.map((m) => m.businessId))).map((b) => [b.id, b]));
  return memberships
    .flatMap((m) => {
      const b = businesses.get(m.businessId);
      const roleId = m.roleId as BusinessRoleId;
      return b ? [{ id: b.id, name: b.name, businessRole: { id: roleId, name: roleName(roleId) } }] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
}
