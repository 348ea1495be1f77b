import { describe, expect, it, vi } from 'vitest';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { uploadClubLogo } from './api';
import { LOGO_MAX_BYTES, logoFileProblem } from './logo';

describe('club logo files (image, max 5 MB)', () => {
  it('accepts an image up to exactly 5 MB', () => {
    expect(logoFileProblem({ type: 'image/png', size: LOGO_MAX_BYTES })).toBeNull();
  });

  it("refuses a larger image with 'Soubor je příliš velký. Maximální velikost je 5MB.'", () => {
    expect(logoFileProblem({ type: 'image/jpeg', size: LOGO_MAX_BYTES + 1 })).toBe(
      'Soubor je příliš velký. Maximální velikost je 5MB.',
    );
  });

  it('refuses anything that is not an image', () => {
    expect(logoFileProblem({ type: 'application/pdf', size: 100 })).toBe('Logo musí být obrázek');
  });
});

describe('club logo upload', () => {
  it('goes to club-assets as club-logos/logo-{timestamp}, replacing, cached an hour', async () => {
    const upload = vi.fn().mockResolvedValue({ error: null });
    const from = vi.fn(() => ({ upload, getPublicUrl: (path: string) => ({ data: { publicUrl: `https://s.test/${path}` } }) }));
    const client = { storage: { from } } as unknown as TypedSupabaseClient;
    const file = new File(['x'], 'Logo klubu.png', { type: 'image/png' });

    await expect(uploadClubLogo(client, file, 1767225600000)).resolves.toBe('https://s.test/club-logos/logo-1767225600000');
    expect(from).toHaveBeenCalledWith('club-assets');
    expect(upload).toHaveBeenCalledWith('club-logos/logo-1767225600000', file, {
      upsert: true,
      cacheControl: '3600',
      contentType: 'image/png',
    });
  });

  it('uploads nothing that is not an image', async () => {
    const from = vi.fn();
    const client = { storage: { from } } as unknown as TypedSupabaseClient;
    await expect(uploadClubLogo(client, new File(['x'], 'a.pdf', { type: 'application/pdf' }))).rejects.toThrow(
      'Logo musí být obrázek',
    );
    expect(from).not.toHaveBeenCalled();
  });
});
