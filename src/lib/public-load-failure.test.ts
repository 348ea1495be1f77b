import { describe, expect, it } from 'vitest';
import { publicLoadFailureDigest, publicLoadFailureOf, type PublicLoadFailure } from './public-load-failure';

describe("a public load failure's digest", () => {
  it.each<PublicLoadFailure>([
    { message: 'Chyba při načítání aktivní sezóny' },
    {
      message: 'Chyba při načítání článků',
      limitedAccess: { title: 'Omezený přístup k datům', message: 'Tato data jsou dostupná jen přihlášeným uživatelům.' },
    },
    { limitedAccess: { title: 'Omezený přístup k datům', message: 'Tato data jsou dostupná jen přihlášeným uživatelům.' } },
    {},
  ])('carries %o to the boundary unchanged', (failure) => {
    expect(publicLoadFailureOf(publicLoadFailureDigest(failure))).toEqual(failure);
  });

  it.each([
    ['no digest', undefined],
    ["Next's hash of an ordinary error", '2338749238'],
    ["Next's not-found", 'NEXT_HTTP_ERROR_FALLBACK;404'],
    ["Next's redirect", 'NEXT_REDIRECT;replace;/login;307;'],
    ['a broken payload', 'CLUB_PUBLIC_LOAD_FAILURE;{"message":'],
    ['a payload that is no object', 'CLUB_PUBLIC_LOAD_FAILURE;"Chyba"'],
  ])('is not read from %s', (_, digest) => {
    expect(publicLoadFailureOf(digest)).toBeNull();
  });

  it('drops fields of the wrong shape rather than showing them', () => {
    const digest = 'CLUB_PUBLIC_LOAD_FAILURE;{"message":42,"limitedAccess":{"title":"Omezený přístup k datům"}}';
    expect(publicLoadFailureOf(digest)).toEqual({});
  });
});
