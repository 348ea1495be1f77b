import { describe, expect, it } from 'vitest';
import { authRefusalMessage } from './auth-refusal';

describe('authRefusalMessage', () => {
  it.each([
    ['invalid_credentials', 'Nesprávný e-mail nebo heslo.'],
    ['over_request_rate_limit', 'Příliš mnoho pokusů. Zkuste to prosím znovu za několik minut.'],
    ['over_email_send_rate_limit', 'E-mail jsme nedávno odeslali. Další si můžete vyžádat nejdříve za minutu.'],
    ['user_banned', undefined],
    [undefined, undefined],
  ])('%s → %s', (code, message) => {
    expect(authRefusalMessage(code)).toBe(message);
  });
});
