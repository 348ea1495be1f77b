import { describe, expect, it } from 'vitest';
import { loadErrorCause, publicLoadError, type PublicLoadError } from './public-load-error';
import { publicLoadFailureOf } from './public-load-failure';

const denied = { code: '42501', message: 'permission denied for table blog_posts', details: null, hint: null };
const brokenQuery = {
  code: '42703',
  message: 'column blog_posts.secret does not exist',
  details: 'SELECT secret FROM blog_posts',
  hint: null,
};

/** What the browser's error boundary gets: only the digest crosses over in production. */
const seenByBoundary = (error: PublicLoadError) => publicLoadFailureOf(error.digest);

describe('a failed public read', () => {
  it('offers an anonymous visitor refused by the database the login, under the load’s own words', () => {
    expect(seenByBoundary(publicLoadError(denied, 'Chyba při načítání článků'))).toEqual({
      message: 'Chyba při načítání článků',
      limitedAccess: { title: 'Omezený přístup k datům', message: 'Tato data jsou dostupná jen přihlášeným uživatelům.' },
    });
  });

  it('names any other failure by its feature’s message only', () => {
    expect(seenByBoundary(publicLoadError(brokenQuery, 'Chyba při načítání aktivní sezóny'))).toEqual({
      message: 'Chyba při načítání aktivní sezóny',
    });
    expect(seenByBoundary(publicLoadError(new TypeError('fetch failed')))).toEqual({});
  });

  it('never lets the database’s own text into the digest', () => {
    const error = publicLoadError(brokenQuery, 'Chyba při načítání článků');
    expect(error.digest).not.toMatch(/secret|SELECT|blog_posts/);
  });

  it('keeps the original error on the server as its cause', () => {
    const error = publicLoadError(brokenQuery, 'Chyba při načítání článků');
    expect(error.cause).toBe(brokenQuery);
    expect(loadErrorCause(error)).toBe(brokenQuery);
    expect(loadErrorCause(brokenQuery)).toBe(brokenQuery);
  });

  it('lets a message depend on the error, and a page rename a shared read’s failure from its cause', () => {
    const byCause = (error: unknown) => (error === brokenQuery ? 'Chyba při načítání článku: 42703' : 'jiná');
    const listFailure = publicLoadError(brokenQuery, 'Chyba při načítání článků');
    const postFailure = publicLoadError(listFailure, byCause);
    expect(seenByBoundary(postFailure)).toEqual({ message: 'Chyba při načítání článku: 42703' });
    expect(postFailure.cause).toBe(brokenQuery);
  });
});
