import { describe, expect, it } from 'vitest';
import { postImagePath, postImageProblem } from './image';

describe('post image upload rules', () => {
  it('takes images up to 5 MB and explains anything else in Czech', () => {
    expect(postImageProblem({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(postImageProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe(
      'Soubor je příliš velký. Maximální velikost je 5MB.',
    );
    expect(postImageProblem({ type: 'application/pdf', size: 10 })).toBe('Soubor musí být obrázek.');
  });

  it('names the file posts/{timestamp}-{random}.{ext}, so two uploads of one file never collide', () => {
    expect(postImagePath({ name: 'Fotka Zápasu.JPG', type: 'image/jpeg' }, 1767225600000, () => 0.123456789)).toMatch(
      /^posts\/1767225600000-[a-z0-9]+\.jpg$/,
    );
    expect(postImagePath({ name: 'schránka', type: 'image/png' }, 1, () => 0.5)).toMatch(/^posts\/1-[a-z0-9]+\.png$/);
    expect(postImagePath({ name: 'a.png', type: 'image/png' }, 1, () => 0.1)).not.toBe(
      postImagePath({ name: 'a.png', type: 'image/png' }, 1, () => 0.2),
    );
  });
});
