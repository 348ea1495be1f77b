import { describe, expect, it } from 'vitest';
import { postLoadErrorMessage, postsLoadErrorMessage } from './load-error';

describe("the posts list's load error", () => {
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

describe("a post's load error ('Chyba při načítání článku: …')", () => {
  it.each([
    [{ code: '42501', message: 'permission denied for table blog_posts' }, 'Chyba při načítání článku: Nemáte oprávnění k této akci.'],
    [{ code: '42703', message: 'column blog_posts.secret does not exist' }, 'Chyba při načítání článku: Neznámá chyba (42703)'],
    [{ code: '57014', message: 'canceling statement due to statement timeout' }, 'Chyba při načítání článku: Neznámá chyba (57014)'],
    [new TypeError('fetch failed'), 'Neočekávaná chyba při načítání článku'],
    [new Error('something else'), 'Neočekávaná chyba při načítání článku'],
  ])('%o → %s', (error, message) => {
    expect(postLoadErrorMessage(error)).toBe(message);
  });

  it("names the reason after the colon, never the database's own text", () => {
    expect(postLoadErrorMessage({ code: 'XX000', message: 'syntax error at or near "SELECT" in public.blog_posts', details: 'at line 3' })).not.toMatch(/SELECT|blog_posts|line/);
  });
});
