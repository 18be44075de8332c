import { describe, expect, it } from 'vitest';
import { imageTypeOfBase64, isAcceptedImageType, logoPayload, logoSrc } from './image-file';

/** The first bytes of each format, as a browser's FileReader would encode them. */
const b64 = (bytes: number[]) => Buffer.from(bytes).toString('base64');
const PNG = b64([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const JPEG = b64([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const GIF = Buffer.from('GIF89a\x01\x00').toString('base64');
const WEBP = Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1').toString('base64');
const TEXT = Buffer.from('hello world').toString('base64');

describe('image files (SPEC §2 image uploader, §5 logo)', () => {
  it('accepts png, jpg, gif and webp types only', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'IMAGE/PNG']) {
      expect(isAcceptedImageType(type)).toBe(true);
    }
    for (const type of ['image/svg+xml', 'image/bmp', 'application/pdf', '']) {
      expect(isAcceptedImageType(type)).toBe(false);
    }
  });

  it('recognises each format by its first bytes', () => {
    expect(imageTypeOfBase64(PNG)).toBe('image/png');
    expect(imageTypeOfBase64(JPEG)).toBe('image/jpeg');
    expect(imageTypeOfBase64(GIF)).toBe('image/gif');
    expect(imageTypeOfBase64(WEBP)).toBe('image/webp');
    expect(imageTypeOfBase64(TEXT)).toBeNull();
  });

  it('strips the data prefix before sending, and refuses what is not an image', () => {
    expect(logoPayload(`data:image/png;base64,${PNG}`)).toBe(PNG);
    expect(logoPayload(`data:image/webp;base64,${WEBP}`)).toBe(WEBP);
    // A text file renamed to .png: the browser says image/png, the bytes say otherwise.
    expect(logoPayload(`data:image/png;base64,${TEXT}`)).toBeNull();
    expect(logoPayload(`data:image/svg+xml;base64,${PNG}`)).toBeNull();
    expect(logoPayload(PNG)).toBeNull();
    expect(logoPayload('data:image/png;base64,')).toBeNull();
  });

  it('shows a stored logo as a data URL of the right type', () => {
    expect(logoSrc(PNG)).toBe(`data:image/png;base64,${PNG}`);
    expect(logoSrc(JPEG)).toBe(`data:image/jpeg;base64,${JPEG}`);
    expect(logoSrc(`data:image/gif;base64,${GIF}`)).toBe(`data:image/gif;base64,${GIF}`);
    expect(logoSrc(TEXT)).toBeNull();
    expect(logoSrc(null)).toBeNull();
    expect(logoSrc('')).toBeNull();
  });
});
