import { describe, expect, it } from 'vitest';
import { ZOptionalWebUrl } from './web-url';

describe('ZOptionalWebUrl: only http(s) links', () => {
  it.each([
    ['https://www.sokol-svinov.cz', 'https://www.sokol-svinov.cz'],
    ['http://mapy.cz/?q=Sokolovna', 'http://mapy.cz/?q=Sokolovna'],
    ['HTTPS://WWW.FACEBOOK.COM/hazena', 'HTTPS://WWW.FACEBOOK.COM/hazena'],
    ['', null],
    [null, null],
  ])('accepts %j as %j', (value, stored) => {
    expect(ZOptionalWebUrl.parse(value)).toBe(stored);
  });

  it.each(['javascript:alert(1)', 'JavaScript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', 'mailto:klub@example.cz', 'ftp://example.cz/soubor', 'vbscript:msgbox(1)'])(
    'refuses %s with the Czech message',
    (value) => {
      const result = ZOptionalWebUrl.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Adresa musí začínat http:// nebo https://');
    },
  );

  it('refuses text that is no address at all', () => {
    expect(ZOptionalWebUrl.safeParse('sokol svinov').error?.issues[0]?.message).toBe('Neplatná adresa URL');
  });
});
