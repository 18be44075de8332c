import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AFFILIATE_DIRECTORY_PATH } from '@bk/contract';
import { ROUTES } from '../../config/routes';
import { badgePreviewAddress, publishedPath } from './profile-address';

describe('addresses of the published profile', () => {
  // The app is served under /app/ (vite's base), which the unit project does not build with.
  beforeAll(() => vi.stubEnv('BASE_URL', '/app/'));
  afterAll(() => vi.unstubAllEnvs());

  it('opens the API\u2019s profile address in the app, whatever host the stage names', () => {
    expect(publishedPath('https://books.example/app/directory/smith-and-co')).toBe('/directory/smith-and-co');
    expect(publishedPath('http://localhost:3000/app/directory/a1')).toBe('/directory/a1');
    expect(publishedPath('https://books.example/app/home')).toBeNull();
    expect(publishedPath('not an address')).toBeNull();
  });

  it('previews the badge this build serves', () => {
    expect(badgePreviewAddress()).toBe('/app/affiliate-badge.svg');
  });

  it('routes the directory at the prefix the API builds its sharing links with', () => {
    expect(ROUTES.Directory).toBe(AFFILIATE_DIRECTORY_PATH);
    expect(ROUTES.DirectoryProfile).toBe(`${AFFILIATE_DIRECTORY_PATH}/:slug`);
  });
});
