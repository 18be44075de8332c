import { describe, expect, it } from 'vitest';
import { FILE_NAME_MESSAGE, MAX_ATTACHMENT_BYTES } from '@bk/domain';
import { attachmentFileError } from './upload-rules';

describe('attachment upload rules (SPEC §5)', () => {
  it('asks for a file first', () => {
    expect(attachmentFileError(null)).toBe('Select a file to continue');
  });
  it('takes up to exactly 5 MB and refuses one byte more', () => {
    expect(attachmentFileError({ size: MAX_ATTACHMENT_BYTES, type: 'image/png' })).toBeNull();
    expect(attachmentFileError({ size: MAX_ATTACHMENT_BYTES + 1, type: 'image/png' })).toBe(
      'File too large, max size 5mb',
    );
  });
  it('takes images and PDFs only', () => {
    expect(attachmentFileError({ size: 10, type: 'application/pdf' })).toBeNull();
    expect(attachmentFileError({ size: 10, type: 'image/webp' })).toBeNull();
    expect(attachmentFileError({ size: 10, type: 'text/plain' })).toBe('Choose an image or a PDF file');
  });
  it('refuses a file name with a line break, NUL, a slash or only dots (decision 0054)', () => {
    for (const name of ['a\r\nb.png', 'a\u0000.png', '../a.png', 'a\\b.png', '..'])
      expect(attachmentFileError({ size: 10, type: 'image/png', name })).toBe(FILE_NAME_MESSAGE);
    expect(attachmentFileError({ size: 10, type: 'image/png', name: 'Reçu été 2026.png' })).toBeNull();
  });
});
