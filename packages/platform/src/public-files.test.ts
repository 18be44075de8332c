import { describe, expect, it } from 'vitest';
import { isPublicLogoKey, publicLogoKey, publicLogoPath, publicLogoUrl } from './public-files';

const hash = 'ab'.repeat(32);

describe('public logo addresses (decision 0062)', () => {
  it('name a logo by its hash and image extension under the public prefix', () => {
    expect(publicLogoKey(hash, 'png')).toBe(`public/logos/${hash}.png`);
    expect(publicLogoPath(publicLogoKey(hash, 'webp'))).toBe(`/public/logos/${hash}.webp`);
    expect(publicLogoUrl('https://app.example.co.uk/app', publicLogoKey(hash, 'jpg'))).toBe(
      `https://app.example.co.uk/public/logos/${hash}.jpg`,
    );
  });

  it('refuse anything else, so no other key of the files bucket is ever served as public', () => {
    // WHY: the local gateway and the publishing code decide by these what may be public; an SVG
    // (script) or a path that climbs out of the prefix must never qualify.
    expect(() => publicLogoKey(hash, 'svg')).toThrow();
    expect(() => publicLogoKey('not-a-hash', 'png')).toThrow();
    for (const key of [
      `public/logos/${hash}.svg`,
      `public/logos/../business/b1/${hash}.png`,
      `public/logos/${hash}.png/x`,
      `business/b1/logo/${hash}.png`,
      'public/logos/',
    ])
      expect(isPublicLogoKey(key), key).toBe(false);
    expect(() => publicLogoPath('business/b1/logo/x.png')).toThrow();
  });
});
