// @vitest-environment jsdom
import DOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import { hasMarkup, sanitizePostHtml, stripHtml } from './sanitize-html';
import { sanitizePostHtmlOnServer } from './sanitize-html-server';

// The same allow-list runs in two places: the editor preview (the browser's DOMPurify) and the
// public post page (DOMPurify on the server's jsdom). Every case holds for both.
const sanitisers = [
  { where: 'browser', clean: (html: string) => sanitizePostHtml(DOMPurify, html) },
  { where: 'server', clean: (html: string) => sanitizePostHtmlOnServer(html) ?? html },
];

describe.each(sanitisers)('blog HTML sanitising, $where', ({ clean }) => {
  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src="/x.png" onerror="alert(1)">', '<img src="/x.png">'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<p data-id="7" class="lead">x</p>', '<p class="lead">x</p>'],
    ['<svg><script>alert(1)</script></svg><p>t</p>', '<p>t</p>'],
    ['<svg onload="alert(1)"><circle/></svg>', ''],
    ['<iframe src="https://evil.example"></iframe>', ''],
    ['<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
    ['<a href="//evil.example/x">x</a>', '<a>x</a>'],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', ''],
    ['<form action="/x"><input name="a"></form><p>y</p>', '<p>y</p>'],
    ['<div><p>in div</p></div>', '<p>in div</p>'],
  ])('%s → %s', (input, output) => {
    expect(clean(input)).toBe(output);
  });

  it('keeps the allowed markup with its allowed attributes', () => {
    const html =
      '<h2 class="x">Nadpis</h2><p><strong>a</strong> <em>b</em> <u>c</u><br></p><ul><li>1</li></ul><ol><li>2</li></ol><blockquote>q</blockquote>' +
      '<a href="https://sokol.cz" title="t">odkaz</a><img src="/i.png" alt="foto">';
    expect(clean(html)).toBe(html);
  });

});

describe('post text helpers', () => {
  it('the server leaves text without markup to be shown as plain text', () => {
    expect(sanitizePostHtmlOnServer('Výhra 3 < 5')).toBeNull();
  });

  it('tells markup from plain text and strips tags for search', () => {
    expect(hasMarkup('<p>Ahoj</p>')).toBe(true);
    expect(hasMarkup('Výhra 3 < 5 a 7 > 2')).toBe(false);
    expect(stripHtml('<p>Výhra&nbsp;<strong>mužů</strong></p><p>nad Opavou</p>')).toBe('Výhra mužů nad Opavou');
  });
});
