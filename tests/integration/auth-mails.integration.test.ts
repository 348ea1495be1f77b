import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack';

/**
 * The app's stack sends Auth's mails from the project's own templates (supabase/config.toml,
 * supabase/templates), as a project configured by `supabase config push` does: Czech subjects,
 * the club's name from the user's metadata, values escaped as Go's html/template escapes them.
 */
const SITE = 'http://localhost:3000';
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack('app', { siteUrl: SITE });
});
afterAll(async () => {
  await stack.stop();
});

const firstUrl = (text: string) => /https?:\/\/\S+/.exec(text)?.[0];
const inHtml = (url: string) => url.replaceAll('&', '&amp;');

describe("Auth's mails from the project's templates", () => {
  it('an invite: the Czech subject, the club of the metadata escaped, the address, and the link as button and text', async () => {
    const { error } = await stack.client(stack.serviceRoleKey).auth.admin.inviteUserByEmail('pozvany@krcin.example', {
      data: { club_name: 'TJ Sokol <Krčín> & syn' },
      redirectTo: `${SITE}/set-password`,
    });
    expect(error).toBeNull();
    const mail = stack.mail.latest('pozvany@krcin.example');
    expect(mail?.subject).toBe('Pozvánka do administrace webu klubu');
    const link = mail?.variables.ConfirmationURL ?? '';
    expect(link).toMatch(/&type=invite&redirect_to=/);
    expect(mail?.html).toContain('<p style="margin:0 0 8px;font-size:14px;color:#52525b">TJ Sokol &lt;Krčín&gt; &amp; syn</p>');
    expect(mail?.html).toContain('Tento e-mail odeslal web klubu TJ Sokol &lt;Krčín&gt; &amp; syn (http://localhost:3000).');
    expect(mail?.html).toContain('Váš účet: <strong>pozvany@krcin.example</strong>');
    expect(mail?.html).toContain(`<a href="${inHtml(link)}" style="display:inline-block;`);
    expect(mail?.html).not.toContain('{{');
    expect(mail?.text).toContain(`Přijmout pozvánku a nastavit heslo: ${link}`);
    expect(firstUrl(mail?.text ?? '')).toBe(link);
  });

  it("a password reset: the Czech subject, the club's name, the code, and without a club in the metadata the fallback", async () => {
    const admin = stack.client(stack.serviceRoleKey).auth.admin;
    const created = await admin.createUser({ email: 'trener@krcin.example', password: 'heslo-1234', email_confirm: true, user_metadata: { club_name: 'TJ Sokol Krčín' } });
    expect(created.error).toBeNull();
    await stack.client().auth.resetPasswordForEmail('trener@krcin.example', { redirectTo: `${SITE}/set-password` });
    const mail = stack.mail.latest('trener@krcin.example');
    expect(mail?.subject).toBe('Nastavení nového hesla');
    expect(mail?.html).toContain('TJ Sokol Krčín');
    expect(mail?.html).toContain(mail?.variables.Token ?? 'no code');
    expect(firstUrl(mail?.text ?? '')).toBe(mail?.variables.ConfirmationURL);

    // The demo admin was seeded without a club name in the metadata.
    await stack.client().auth.resetPasswordForEmail('admin@svinov.local', { redirectTo: `${SITE}/set-password` });
    const fallback = stack.mail.latest('admin@svinov.local');
    expect(fallback?.subject).toBe('Nastavení nového hesla');
    expect(fallback?.html).toContain('Oddíl národní házené');
  });

  it('the mail catcher page shows the rendered mail', async () => {
    const page = await (await fetch(`${stack.url}/mail?to=pozvany@krcin.example`)).text();
    expect(page).toContain('<h2>Pozvánka do administrace webu klubu</h2>');
    expect(page).toContain('<iframe sandbox=');
    expect(page).toContain('TJ Sokol &#38;lt;Krčín&#38;gt; &#38;amp; syn');
  });
});
