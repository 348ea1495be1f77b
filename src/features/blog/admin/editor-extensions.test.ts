// @vitest-environment jsdom
import { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ALLOWED_TAGS } from '@/lib/sanitize-html';
import { postEditorExtensions } from './editor-extensions';

let editor: Editor | null = null;
afterEach(() => editor?.destroy());

function roundTrip(html: string): string {
  editor = new Editor({ extensions: postEditorExtensions, content: html });
  return editor.getHTML();
}

const tagsOf = (html: string) => [...html.matchAll(/<([a-z0-9]+)/g)].map((match) => match[1]);

describe('the post editor can only produce the allowed tags', () => {
  it('keeps headings, emphasis, lists, quotes, links and images', () => {
    const html = roundTrip(
      '<h2>Zápas</h2><p><strong>Tučně</strong> <em>kurzíva</em> <u>podtržení</u><br>řádek</p><ul><li><p>a</p></li></ul><ol><li><p>b</p></li></ol>' +
        '<blockquote><p>citát</p></blockquote><p><a href="https://svinov.cz">web</a></p><img src="https://example.org/foto.png" alt="Foto">',
    );
    expect(new Set(tagsOf(html))).toEqual(
      new Set(['h2', 'p', 'strong', 'em', 'u', 'br', 'ul', 'li', 'ol', 'blockquote', 'a', 'img']),
    );
    expect(html).toContain('<a href="https://svinov.cz">web</a>');
  });

  it('drops code, code blocks, strike-through, rules and unknown markup, keeping their text', () => {
    const html = roundTrip(
      '<p><code>kód</code> <s>škrt</s> <span style="color:red">barva</span></p><pre><code>blok</code></pre><hr><table><tr><td>buňka</td></tr></table>',
    );
    expect(tagsOf(html).every((tag) => tag !== undefined && ALLOWED_TAGS.includes(tag))).toBe(true);
    for (const text of ['kód', 'škrt', 'barva', 'blok', 'buňka']) expect(html).toContain(text);
    expect(html).not.toMatch(/style=|<code|<pre|<s>|<hr|<table/);
  });
});
