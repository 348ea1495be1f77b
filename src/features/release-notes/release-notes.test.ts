import { describe, expect, it } from 'vitest';
import { RELEASE_NOTES } from './release-notes';

describe('embedded release notes', () => {
  it('run from 1.0.0 to 2.8.0, oldest first, dated 2025-01 to 2025-09', () => {
    expect(RELEASE_NOTES[0]?.version).toBe('1.0.0');
    expect(RELEASE_NOTES.at(-1)?.version).toBe('2.8.0');
    const dates = RELEASE_NOTES.map((note) => note.date);
    expect([...dates].sort()).toEqual(dates);
    expect(dates.every((date) => date >= '2025-01-01' && date <= '2025-09-30')).toBe(true);
  });

  it('give every note its fields', () => {
    for (const note of RELEASE_NOTES) {
      expect(note.title.trim()).not.toBe('');
      expect(note.description.trim()).not.toBe('');
      for (const list of [note.features, note.improvements, note.bugFixes, note.technical]) expect(Array.isArray(list)).toBe(true);
    }
  });

  it.each([
    ['login logging', /přihlášení/i],
    ['password reset', /obnov\w* hesla/i],
    ['user blocking', /blokování|zablok/i],
    ['blog with images', /obrázk/i],
    ['category_id migration', /category_id/],
    ['attendance generation', /docházk/i],
    ['lineups', /sestav/i],
    ['admin simulation of coach category', /simulace/i],
    ['meeting minutes', /zápisy ze schůzí/i],
    ['unified login with admin and coach tabs', /jednotné přihlášení/i],
    ['hiding of landing-page sections', /skrývání sekcí/i],
  ])('cover %s', (_topic, pattern) => {
    expect(RELEASE_NOTES.some((note) => pattern.test(JSON.stringify(note)))).toBe(true);
  });
});
