import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { galleryKeys } from './keys';

describe('gallery query keys', () => {
  it('every gallery save invalidates all, which reaches the album list and each album with its photos', () => {
    expect(partialMatchKey(galleryKeys.albums(), galleryKeys.all)).toBe(true);
    expect(partialMatchKey(galleryKeys.album('a1'), galleryKeys.all)).toBe(true);
  });

  it('the album list and an album are separate entries', () => {
    expect(partialMatchKey(galleryKeys.album('a1'), galleryKeys.albums())).toBe(false);
  });
});
