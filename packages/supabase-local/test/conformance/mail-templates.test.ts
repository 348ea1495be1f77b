import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseGoTemplate } from '../../src/auth/go-template';
import { loadMailTemplates } from '../../src/auth/mail-templates';
import { parseToml } from '../../src/toml';

/**
 * The pieces behind the stack's mails: the part of TOML a Supabase config uses, and the part of
 * Go's html/template GoTrue renders templates with, escaping as html/template does.
 */
const dir = mkdtempSync(join(tmpdir(), 'mail-templates-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('TOML of a Supabase config', () => {
  it('reads tables, dotted and quoted keys, strings, numbers, booleans and arrays over lines', () => {
    expect(
      parseToml(`# comment
project_id = "club" # trailing
[auth]
site_url = "env(NEXT_PUBLIC_SITE_URL)"
additional_redirect_urls = [
  "http://localhost:3000/a", # first
  'C:\\literal',
]
jwt_expiry = 3_600
ratio = 0.5
enable_signup = false
[auth.email.template.invite]
subject = "Pozv\\u00e1nka \\"klubu\\""
"content path".x = -1
`),
    ).toEqual({
      project_id: 'club',
      auth: {
        site_url: 'env(NEXT_PUBLIC_SITE_URL)',
        additional_redirect_urls: ['http://localhost:3000/a', 'C:\\literal'],
        jwt_expiry: 3600,
        ratio: 0.5,
        enable_signup: false,
        email: { template: { invite: { subject: 'Pozvánka "klubu"', 'content path': { x: -1 } } } },
      },
    });
  });

  it.each([
    ['a = """x"""', 'multi-line strings'],
    ['a = { b = 1 }', 'inline tables'],
    ['[[hooks]]', 'arrays of tables'],
    ['a = 1979-05-27', 'unsupported value'],
    ['a = 1\na = 2', 'defined twice'],
    ['a = "open', 'unterminated string'],
  ])('refuses %j with its line', (source, message) => {
    expect(() => parseToml(source)).toThrow(message);
  });
});

describe("GoTrue's templates (html/template)", () => {
  const render = (source: string, data: Record<string, unknown>) => parseGoTemplate(source).execute(data);

  it('escapes printed values as HTML in text and quoted attributes, and as URLs in URL attributes', () => {
    expect(render('<p title="{{ .A }}">{{ .A }}</p>', { A: `<a href='x'>&"+` })).toBe(`<p title="&lt;a href=&#39;x&#39;&gt;&amp;&#34;&#43;">&lt;a href=&#39;x&#39;&gt;&amp;&#34;&#43;</p>`);
    expect(render('<a href="{{ .U }}">x</a>', { U: 'http://h/v?t=1&r=a b(é)' })).toBe('<a href="http://h/v?t=1&amp;r=a%20b%28%c3%a9%29">x</a>');
    expect(render('<a href="{{ .U }}">x</a>', { U: 'javascript:alert(1)' })).toBe('<a href="#ZgotmplZ">x</a>');
    expect(render('<a href="https://x/?q={{ .U }}">x</a>', { U: 'a&b/c' })).toBe('<a href="https://x/?q=a%26b%2fc">x</a>');
  });

  it('if, with, else, else if, nested data, trimming, comments; missing values print nothing', () => {
    const template = '{{ with .Data.club_name }}{{ . }}{{ else }}Oddíl{{ end }}|{{ if .Token }}kód {{ .Token }}{{ else if .Data.n }}n={{ .Data.n }}{{ else }}-{{ end }}|{{- /* c */ -}} {{ .Missing }}.';
    expect(render(template, { Data: { club_name: 'Krčín' }, Token: '123456' })).toBe('Krčín|kód 123456|.');
    expect(render(template, { Data: { club_name: '', n: 2 }, Token: '' })).toBe('Oddíl|n=2|.');
    expect(render(template, { Data: {} })).toBe('Oddíl|-|.');
  });

  it.each(['{{ .A | html }}', '{{ range .A }}{{ end }}', '{{ if .A }}', '<script>{{ .A }}</script>', '<a onclick="{{ .A }}">', '<a href={{ .A }}>', '<!-- x -->'])('refuses %j when read', (source) => {
    expect(() => parseGoTemplate(source)).toThrow();
  });
});

describe('the templates of a config', () => {
  it("reads subjects and content_path relative to the directory holding supabase/, GoTrue's defaults for the rest and without a config", () => {
    mkdirSync(join(dir, 'supabase', 'templates'), { recursive: true });
    writeFileSync(join(dir, 'supabase', 'templates', 'recovery.html'), '<p>{{ .Email }}: <a href="{{ .ConfirmationURL }}">Nové heslo</a></p>');
    writeFileSync(join(dir, 'supabase', 'config.toml'), '[auth.email.template.recovery]\nsubject = "Heslo pro {{ .Email }}"\ncontent_path = "./supabase/templates/recovery.html"\n');
    const data = { Email: 'a@b.cz', ConfirmationURL: 'http://x/verify?token=1&type=recovery', Data: {} };
    const templates = loadMailTemplates(join(dir, 'supabase', 'config.toml'));
    expect(templates.render('recovery', data)).toEqual({
      subject: 'Heslo pro a@b.cz',
      html: '<p>a@b.cz: <a href="http://x/verify?token=1&amp;type=recovery">Nové heslo</a></p>',
      text: 'a@b.cz: Nové heslo: http://x/verify?token=1&type=recovery\n',
    });
    expect(templates.render('invite', data).subject).toBe("You've been invited");
    expect(loadMailTemplates(null).render('recovery', data).html).toContain('<p><a href="http://x/verify?token=1&amp;type=recovery">Reset password</a></p>');
    expect(loadMailTemplates(join(dir, 'none.toml')).render('recovery', data).subject).toBe('Reset your password');
  });

  it('a content_path that does not exist fails the start', () => {
    writeFileSync(join(dir, 'supabase', 'broken.toml'), '[auth.email.template.invite]\ncontent_path = "./supabase/templates/missing.html"\n');
    expect(() => loadMailTemplates(join(dir, 'supabase', 'broken.toml'))).toThrow('content_path ./supabase/templates/missing.html does not exist');
  });
});
