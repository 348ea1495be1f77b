/**
 * The part of Go's html/template that Supabase Auth's mail templates use, rendered as GoTrue
 * renders them (subject and body alike): `{{ . }}` and `{{ .Field.key }}` printed, `{{ if … }}`
 * and `{{ with … }}` with `{{ else }}` / `{{ else if … }}` / `{{ else with … }}` and `{{ end }}`,
 * `{{- -}}` trimming and comments. Values are escaped by where they stand, as html/template does:
 * in text and quoted attributes as HTML, in URL attributes filtered to http(s)/mailto and
 * percent-encoded. Other actions (functions, pipes, variables, range) and other contexts (script,
 * style, event handlers, unquoted attributes, HTML comments) are refused when the template is read, so a
 * template that needs them fails loudly instead of rendering differently from hosted Auth.
 */
export type TemplateData = Record<string, unknown>;

export class GoTemplateError extends Error {}

type Context = { kind: 'text' } | { kind: 'attr' } | { kind: 'url'; part: 'start' | 'path' | 'query' };

type Node =
  | { type: 'text'; text: string }
  | { type: 'print'; path: string[]; context: Context }
  | { type: 'branch'; keyword: 'if' | 'with'; path: string[]; then: Node[]; otherwise: Node[] };

export interface GoTemplate {
  execute(data: TemplateData): string;
}

/** html/template's escaping of text and quoted attribute values. */
const HTML_ESCAPES: Record<string, string> = { '\0': '\uFFFD', '"': '&#34;', "'": '&#39;', '&': '&amp;', '+': '&#43;', '<': '&lt;', '>': '&gt;' };
export const escapeHtml = (text: string): string => text.replace(/[\0"'&+<>]/g, (char) => HTML_ESCAPES[char] ?? char);

/** Percent-encodes bytes outside the unreserved set (and outside the reserved one when normalising), lower-case hex as Go writes it. */
function encodeUrl(text: string, normalise: boolean): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-._~]/.test(char) || (normalise && /[!#$&*+,/:;=?@[\]%]/.test(char))) out += char;
    else out += `%${byte.toString(16).padStart(2, '0')}`;
  }
  return out;
}

/** A URL whose scheme is not http, https or mailto becomes html/template's `#ZgotmplZ`. */
function filterUrl(text: string): string {
  const colon = text.indexOf(':');
  if (colon < 0) return text;
  const scheme = text.slice(0, colon);
  if (scheme.includes('/')) return text;
  return ['http', 'https', 'mailto'].includes(scheme.toLowerCase()) ? text : '#ZgotmplZ';
}

function escapeFor(context: Context, text: string): string {
  if (context.kind !== 'url') return escapeHtml(text);
  if (context.part === 'query') return escapeHtml(encodeUrl(text, false));
  return escapeHtml(encodeUrl(context.part === 'start' ? filterUrl(text) : text, true));
}

/** Go's fmt of a decoded JSON value; an untyped nil prints nothing in html/template. */
function stringify(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(stringify).join(' ')}]`;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `map[${entries.map(([key, item]) => `${key}:${stringify(item)}`).join(' ')}]`;
}

/** Go's truth: false, 0, "", an empty map or list and nil are false. */
function truthy(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === 0 || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

function lookup(dot: unknown, path: string[]): unknown {
  let value = dot;
  for (const key of path) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new GoTemplateError(`template: nil pointer evaluating interface {}.${key}`);
    }
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'cite', 'poster', 'background', 'longdesc', 'usemap', 'manifest', 'codebase', 'data', 'icon', 'profile', 'classid', 'archive']);

/** Follows the HTML around the actions, so each action knows where its output lands. */
class HtmlContext {
  private state: 'text' | 'tag' | 'comment' | 'raw' | 'value' = 'text';
  private attribute = '';
  private quote = '';
  private value = '';
  private tagName = '';

  feed(html: string): void {
    let at = 0;
    while (at < html.length) {
      const rest = html.slice(at);
      if (this.state === 'text') {
        const open = rest.search(/<(!--|\/?[A-Za-z])/);
        if (open < 0) return;
        at += open;
        if (html.startsWith('<!--', at)) {
          this.state = 'comment';
          at += 4;
        } else {
          const name = /^<\/?([A-Za-z][A-Za-z0-9-]*)/.exec(html.slice(at));
          this.tagName = name?.[0].startsWith('</') ? '' : (name?.[1]?.toLowerCase() ?? '');
          this.state = 'tag';
          at += name?.[0].length ?? 1;
        }
      } else if (this.state === 'comment') {
        const close = rest.indexOf('-->');
        if (close < 0) return;
        this.state = 'text';
        at += close + 3;
      } else if (this.state === 'raw') {
        const close = rest.toLowerCase().indexOf(`</${this.tagName}`);
        if (close < 0) return;
        this.state = 'text';
        at += close;
      } else if (this.state === 'tag') {
        const attribute = /^\s*([^\s=>/]+)\s*=\s*(["']?)/.exec(rest);
        if (attribute) {
          this.attribute = attribute[1]?.toLowerCase() ?? '';
          this.quote = attribute[2] ?? '';
          this.value = '';
          this.state = 'value';
          at += attribute[0].length;
        } else if (rest.startsWith('>')) {
          // Script and style hold code; title and textarea text, escaped as any text.
          this.state = this.tagName === 'script' || this.tagName === 'style' ? 'raw' : 'text';
          at += 1;
        } else at += 1;
      } else {
        const end = this.quote ? rest.indexOf(this.quote) : rest.search(/[\s>]/);
        if (end < 0) {
          this.value += rest;
          return;
        }
        this.value += rest.slice(0, end);
        this.state = 'tag';
        at += end + (this.quote ? 1 : 0);
      }
    }
  }

  /** Where an action standing here prints, or why it may not stand here. */
  current(): Context | string {
    if (this.state === 'text') return { kind: 'text' };
    if (this.state === 'value') {
      if (!this.quote) return 'an unquoted attribute value';
      if (this.attribute.startsWith('on') || this.attribute === 'style') return `the ${this.attribute} attribute`;
      if (!URL_ATTRIBUTES.has(this.attribute)) return { kind: 'attr' };
      if (this.value === '') return { kind: 'url', part: 'start' };
      return { kind: 'url', part: /[?#]/.test(this.value) ? 'query' : 'path' };
    }
    if (this.state === 'raw') return `a <${this.tagName}> element`;
    return this.state === 'comment' ? 'an HTML comment' : 'a tag';
  }
}

/** `.`, `.Field` or `.Field.key…` as a path from dot; anything else is not in the subset. */
function parsePath(expression: string, action: string): string[] {
  if (expression === '.') return [];
  if (!/^(\.[A-Za-z_][A-Za-z0-9_]*)+$/.test(expression)) throw new GoTemplateError(`template: unsupported action {{${action}}}`);
  return expression.slice(1).split('.');
}

export function parseGoTemplate(source: string, name = 'template'): GoTemplate {
  // html/template drops HTML comments from a template's text; rather than follow it there, refuse.
  if (source.includes('<!--')) throw new GoTemplateError(`${name}: HTML comments are not supported`);
  const html = new HtmlContext();
  const root: Node[] = [];
  // `chained`: an `if` opened by `else if`, closed by its parent's `end`.
  type Frame = { node: Extract<Node, { type: 'branch' }>; inElse: boolean; chained: boolean };
  const stack: Frame[] = [];
  const target = (): Node[] => {
    const frame = stack.at(-1);
    return !frame ? root : frame.inElse ? frame.node.otherwise : frame.node.then;
  };

  const pattern = /\{\{(-\s)?([\s\S]*?)(\s-)?\}\}/g;
  let last = 0;
  let trimNext = false;
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    let text = source.slice(last, match.index);
    if (trimNext) text = text.replace(/^\s+/, '');
    if (match[1]) text = text.replace(/\s+$/, '');
    trimNext = Boolean(match[3]);
    last = pattern.lastIndex;
    if (text) {
      target().push({ type: 'text', text });
      html.feed(text);
    }
    const action = (match[2] ?? '').trim();
    if (action.startsWith('/*') && action.endsWith('*/')) continue;
    const [keyword, ...rest] = action.split(/\s+/);
    const argument = rest.join(' ');
    if (keyword === 'if' || keyword === 'with') {
      const node: Node = { type: 'branch', keyword, path: parsePath(argument, action), then: [], otherwise: [] };
      target().push(node);
      stack.push({ node, inElse: false, chained: false });
    } else if (keyword === 'else') {
      const frame = stack.at(-1);
      if (!frame || frame.inElse) throw new GoTemplateError(`${name}: unexpected {{else}}`);
      frame.inElse = true;
      const [chainKeyword, ...chainRest] = rest;
      if (chainKeyword === 'if' || chainKeyword === 'with') {
        // `else if x` is `else` holding an `if x` that ends with the same `end`.
        const node: Node = { type: 'branch', keyword: chainKeyword, path: parsePath(chainRest.join(' '), action), then: [], otherwise: [] };
        frame.node.otherwise.push(node);
        stack.push({ node, inElse: false, chained: true });
      } else if (argument) throw new GoTemplateError(`${name}: unsupported action {{${action}}}`);
    } else if (keyword === 'end' && !argument) {
      let frame = stack.pop();
      if (!frame) throw new GoTemplateError(`${name}: unexpected {{end}}`);
      while (frame?.chained) frame = stack.pop();
    } else {
      const context = html.current();
      if (typeof context === 'string') throw new GoTemplateError(`${name}: an action in ${context} is not supported: {{${action}}}`);
      target().push({ type: 'print', path: parsePath(action, action), context });
    }
  }
  if (stack.length) throw new GoTemplateError(`${name}: unexpected EOF, {{end}} missing`);
  let tail = source.slice(last);
  if (trimNext) tail = tail.replace(/^\s+/, '');
  if (tail) root.push({ type: 'text', text: tail });

  const run = (nodes: Node[], dot: unknown): string =>
    nodes
      .map((node) => {
        if (node.type === 'text') return node.text;
        if (node.type === 'print') return escapeFor(node.context, stringify(lookup(dot, node.path)));
        const value = lookup(dot, node.path);
        if (!truthy(value)) return run(node.otherwise, dot);
        return run(node.then, node.keyword === 'with' ? value : dot);
      })
      .join('');
  return { execute: (data) => run(root, data) };
}
