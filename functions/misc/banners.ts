import type { BannerMessage } from '@bk/contract';
import { bannerRepository } from '@bk/data';
import { getDb } from '../shared/clients/db';
import { NotFoundError } from '../shared/errors';

/** Banners to show: all of them, less those this user cleared (anonymous callers see all). */
export async function listBanners(userId: string | null): Promise<BannerMessage[]> {
  const repo = bannerRepository(getDb());
  const [banners, cleared] = await Promise.all([
    repo.listBanners(),
    userId ? repo.listClearedBannerIds(userId) : Promise.resolve(new Set<string>()),
  ]);
  return banners
    .filter((b) => !(b.canClear && cleared.has(b.id)))
    .map((b) => ({ id: b.id, messageHtml: b.messageHtml, canClear: b.canClear, bannerMessageColorId: b.colorId }));
}

/** Hide a clearable banner for this user. Banners that cannot be cleared stay (404). */
export async function clearBanner(userId: string, bannerId: string, now: Date): Promise<{ ok: true }> {
  const repo = bannerRepository(getDb());
  const banner = await repo.getBanner(bannerId);
  if (!banner || !banner.canClear) throw new NotFoundError('That banner message no longer exists');
  await repo.clearBanner(userId, bannerId, now.toISOString());
  return { ok: true };
}
