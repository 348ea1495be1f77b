import { describe, expect, it } from 'vitest';
import { postsLoadErrorMessage } from './load-error';

describe("the posts list's load error (spec §8 Blog)", () => {
  it.each([
    [{ code: 'PGRST205', message: "Could not find the table 'public.blog_posts' in the schema cache" }, 'Blog systém není ještě nastaven'],
    [{ code: '42P01', message: 'relation "blog_posts" does not exist' }, 'Blog systém není ještě nastaven'],
    [{ code: '42501', message: 'permission denied for table blog_posts' }, 'Chyba při načítání článků'],
    [{ code: '57014', message: 'canceling statement due to statement timeout' }, 'Chyba při načítání článků'],
    [new TypeError('Failed to fetch'), 'Nečekaná chyba při načítání článků'],
    [new Error('something else'), 'Nečekaná chyba při načítání článků'],
  ])('%o → %s', (error, message) => {
    expect(postsLoadErrorMessage(error)).toBe(message);
  });
});
