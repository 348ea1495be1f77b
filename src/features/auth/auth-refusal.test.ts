import { describe, expect, it } from 'vitest';
import { authRefusalMessage } from './auth-refusal';

describe('authRefusalMessage', () => {
  it.each([
    ['invalid_credentials', 'Nesprávný e-mail nebo heslo.'],
    ['over_request_rate_limit', 'Příliš mnoho pokusů. Zkuste to prosím znovu za několik minut.'],
    ['over_email_send_rate_limit', 'E-mail jsme nedávno odeslali. Další si můžete vyžádat nejdříve za minutu.'],
    ['mfa_verification_failed', 'Nesprávný kód. Zkuste to znovu.'],
    ['mfa_challenge_expired', 'Platnost kódu vypršela. Zadejte nový kód z aplikace.'],
    ['insufficient_aal', 'Tuto změnu lze provést jen po přihlášení s ověřovacím kódem.'],
    ['user_banned', undefined],
    [undefined, undefined],
  ])('%s → %s', (code, message) => {
    expect(authRefusalMessage(code)).toBe(message);
  });
});
