import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('file sizes in Czech', () => {
  it.each([
    [512, '512 B'],
    [2048, '2 kB'],
    [1572864, '1,5 MB'],
  ])('%i bytes → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
