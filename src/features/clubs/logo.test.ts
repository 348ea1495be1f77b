import { describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES, logoFileProblem } from './logo';

describe('club logo files (spec §5: image, max 5 MB)', () => {
  it('accepts an image up to exactly 5 MB', () => {
    expect(logoFileProblem({ type: 'image/png', size: LOGO_MAX_BYTES })).toBeNull();
  });

  it("refuses a larger image with 'Soubor je příliš velký. Maximální velikost je 5MB.'", () => {
    expect(logoFileProblem({ type: 'image/jpeg', size: LOGO_MAX_BYTES + 1 })).toBe('Soubor je příliš velký. Maximální velikost je 5MB.');
  });

  it('refuses anything that is not an image', () => {
    expect(logoFileProblem({ type: 'application/pdf', size: 100 })).toBe('Logo musí být obrázek');
  });
});
