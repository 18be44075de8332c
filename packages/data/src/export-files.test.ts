import { describe, expect, it } from 'vitest';
import { exportFileKey, exportsPrefix, responseBytes } from './export-files';

describe('responseBytes', () => {
  it('counts what the CSV adds to the Lambda response: quotes and line ends escaped twice', () => {
    // 'a' 1, '"' -> \\\" 4, CR -> \\r 3, LF -> \\n 3, '£' 2 bytes.
    expect(responseBytes('a"\r\n£')).toBe(13);
    expect(responseBytes('plain,text')).toBe(10);
  });
});

describe('export keys', () => {
  it('keeps every export under exports/<businessId>/', () => {
    expect(exportsPrefix('b1')).toBe('exports/b1/');
    expect(exportFileKey('b1', '3f0c-1')).toBe('exports/b1/3f0c-1.csv');
    expect(() => exportFileKey('../b1', 'x')).toThrow();
    expect(() => exportFileKey('b1', 'a/b')).toThrow();
  });
});
