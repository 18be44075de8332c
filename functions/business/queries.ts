import type { Business } from '@bk/contract';
import { businessRepository, type BusinessItem } from '@bk/data';
import { isBusinessRoleId, roleName, type BusinessRoleId } from '@bk/domain';
import type { BusinessContext } from '../shared/api/types';
import { getDb } from '../shared/clients/db';
import { NotFoundError } from '../shared/errors';

/** One line of the address parts that are filled in, comma separated. */
export function formatAddress(b: BusinessItem): string | null {
  const parts = [b.firstLineOfAddress, b.town, b.region, b.postalCode, b.country].filter(
    (p): p is string => !!p && p.trim() !== '',
  );
  return parts.length ? parts.join(', ') : null;
}

export function toBusinessDto(b: BusinessItem, roleId: BusinessRoleId): Business {
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
    logoBase64: null,
    businessRole: { id: roleId, name: roleName(roleId) },
  };
}

export async function getActiveBusiness(business: BusinessContext): Promise<Business> {
  const item = await businessRepository(getDb()).getBusiness(business.id);
  if (!item) throw new NotFoundError('The selected business no longer exists');
  return toBusinessDto(item, business.roleId);
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
