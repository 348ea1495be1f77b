import { describe, expect, it, vi } from 'vitest';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { imageFileProblem, isPublicStorageUrl, uniqueImagePath, uploadPublicImage } from './storage-image';

const rules = { maxBytes: 100, messages: { notImage: 'Není obrázek', tooLarge: 'Příliš velký' } };

describe('imageFileProblem', () => {
  it.each([
    [{ type: 'image/png', size: 100 }, null],
    [{ type: 'image/webp', size: 0 }, null],
    [{ type: 'image/png', size: 101 }, 'Příliš velký'],
    [{ type: 'application/pdf', size: 10 }, 'Není obrázek'],
    [{ type: '', size: 10 }, 'Není obrázek'],
    // The type is checked first: a large PDF is not an image, whatever its size.
    [{ type: 'application/pdf', size: 1000 }, 'Není obrázek'],
    // SVG can carry scripts and the buckets serve files inline: refused, whatever its size.
    [{ type: 'image/svg+xml', size: 10 }, 'Obrázek musí být ve formátu PNG, JPEG, GIF, WebP nebo AVIF (SVG nelze nahrát).'],
    [{ type: 'image/x-icon', size: 10 }, 'Obrázek musí být ve formátu PNG, JPEG, GIF, WebP nebo AVIF (SVG nelze nahrát).'],
  ])('%o → %s', (file, problem) => {
    expect(imageFileProblem(file, rules)).toBe(problem);
  });
});

describe('uniqueImagePath', () => {
  it('is {folder}/{timestamp}-{8 base-36 characters}.{ext}', () => {
    expect(uniqueImagePath('posts', { name: 'a.png', type: 'image/png' }, 42, () => 0)).toBe('posts/42-00000000.png');
    expect(uniqueImagePath('albums/x', { name: 'a.png', type: 'image/png' }, 42, () => 0.5)).toBe(
      `albums/x/42-${Math.floor(0.5 * 36 ** 8).toString(36)}.png`,
    );
  });

  it.each([
    [{ name: 'Fotka Zápasu.JPG', type: 'image/jpeg' }, 'jpg'],
    [{ name: 'logo.webp', type: 'image/webp' }, 'webp'],
    [{ name: 'schránka', type: 'image/png' }, 'png'],
    [{ name: 'fotka', type: 'image/jpeg' }, 'jpg'],
    [{ name: 'vektor', type: 'image/svg+xml' }, 'svg'],
    [{ name: 'divne.priliSdlouhou', type: 'image/gif' }, 'gif'],
    [{ name: 'nic', type: '' }, 'img'],
  ])('keeps a sane extension of %o: .%s', (file, extension) => {
    expect(uniqueImagePath('f', file, 1, () => 0)).toBe(`f/1-00000000.${extension}`);
  });

  it('never repeats for files of the same name uploaded in the same millisecond', () => {
    const file = { name: 'IMG_0001.jpg', type: 'image/jpeg' };
    expect(new Set(Array.from({ length: 50 }, () => uniqueImagePath('f', file, 1))).size).toBe(50);
  });
});

describe('uploadPublicImage', () => {
  function fakeClient(error: Error | null) {
    const upload = vi.fn().mockResolvedValue({ error });
    const getPublicUrl = vi.fn((path: string) => ({ data: { publicUrl: `https://storage.test/${path}` } }));
    const from = vi.fn(() => ({ upload, getPublicUrl }));
    return { client: { storage: { from } } as unknown as TypedSupabaseClient, from, upload };
  }
  const file = new File(['x'], 'a.png', { type: 'image/png' });

  it('uploads with the file type and cache time and returns the public URL', async () => {
    const { client, from, upload } = fakeClient(null);
    await expect(uploadPublicImage(client, 'blog-images', 'posts/a.png', file, { cacheControl: '3600' })).resolves.toBe(
      'https://storage.test/posts/a.png',
    );
    expect(from).toHaveBeenCalledWith('blog-images');
    expect(upload).toHaveBeenCalledWith('posts/a.png', file, { upsert: false, cacheControl: '3600', contentType: 'image/png' });
  });

  it('replaces an existing object only when asked to', async () => {
    const { client, upload } = fakeClient(null);
    await uploadPublicImage(client, 'club-assets', 'club-logos/logo-1', file, { cacheControl: '3600', upsert: true });
    expect(upload).toHaveBeenCalledWith('club-logos/logo-1', file, expect.objectContaining({ upsert: true }));
  });

  it("throws storage's error and returns no URL", async () => {
    const failure = new Error('Bucket not found');
    await expect(uploadPublicImage(fakeClient(failure).client, 'b', 'p', file, { cacheControl: '1' })).rejects.toBe(failure);
  });
});

describe('isPublicStorageUrl', () => {
  const supabase = 'http://127.0.0.1:54321';

  it.each([
    ['http://127.0.0.1:54321/storage/v1/object/public/blog-images/posts/1-a.png', true],
    ['http://127.0.0.1:54321/storage/v1/object/sign/blog-images/posts/1-a.png', false],
    ['http://127.0.0.1:54322/storage/v1/object/public/blog-images/posts/1-a.png', false],
    ['https://127.0.0.1:54321/storage/v1/object/public/blog-images/posts/1-a.png', false],
    ['https://img.youtube.com/vi/abc/hqdefault.jpg', false],
    ['/logo.png', false],
  ])('%s → %s', (url, expected) => {
    expect(isPublicStorageUrl(url, supabase)).toBe(expected);
  });

  it('treats a hosted project on its default port the same way', () => {
    expect(
      isPublicStorageUrl(
        'https://abc.supabase.co/storage/v1/object/public/club-assets/club-logos/logo-1',
        'https://abc.supabase.co',
      ),
    ).toBe(true);
  });
});
