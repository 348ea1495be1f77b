/**
 * The part of TOML a Supabase CLI `config.toml` uses: `[table.headers]`, `key = value` with bare,
 * quoted or dotted keys, basic and literal strings, integers, floats, booleans and arrays (also
 * over several lines), and comments. Anything else (multi-line strings, inline tables, arrays of
 * tables, dates) is refused with its line, rather than read wrongly.
 */
export type TomlValue = string | number | boolean | TomlValue[] | TomlTable;
export interface TomlTable {
  [key: string]: TomlValue;
}

export class TomlError extends Error {}

export function parseToml(source: string): TomlTable {
  const root: TomlTable = {};
  let current = root;
  let at = 0;

  const line = () => source.slice(0, at).split('\n').length;
  const fail = (message: string): never => {
    throw new TomlError(`TOML line ${line()}: ${message}`);
  };
  const skipBlank = (newlines: boolean) => {
    for (;;) {
      const char = source[at];
      if (char === ' ' || char === '\t' || char === '\r' || (newlines && char === '\n')) at++;
      else if (char === '#') while (at < source.length && source[at] !== '\n') at++;
      else return;
    }
  };
  const endOfLine = () => {
    skipBlank(false);
    if (at < source.length && source[at] !== '\n') fail(`unexpected ${JSON.stringify(source[at])}`);
  };

  function basicString(): string {
    at++;
    let text = '';
    for (;;) {
      const char = source[at++];
      if (char === undefined || char === '\n') return fail('unterminated string');
      if (char === '"') return text;
      if (char !== '\\') {
        text += char;
        continue;
      }
      const escape = source[at++];
      const simple: Record<string, string> = { b: '\b', t: '\t', n: '\n', f: '\f', r: '\r', '"': '"', '\\': '\\' };
      if (escape !== undefined && escape in simple) text += simple[escape];
      else if (escape === 'u' || escape === 'U') {
        const digits = source.slice(at, at + (escape === 'u' ? 4 : 8));
        if (!/^[0-9a-fA-F]+$/.test(digits) || digits.length !== (escape === 'u' ? 4 : 8)) fail('invalid unicode escape');
        text += String.fromCodePoint(parseInt(digits, 16));
        at += digits.length;
      } else fail(`invalid escape \\${escape ?? ''}`);
    }
  }

  function literalString(): string {
    const end = source.indexOf("'", at + 1);
    const text = source.slice(at + 1, end);
    if (end < 0 || text.includes('\n')) fail('unterminated string');
    at = end + 1;
    return text;
  }

  function key(): string[] {
    const parts: string[] = [];
    for (;;) {
      skipBlank(false);
      if (source[at] === '"') parts.push(basicString());
      else if (source[at] === "'") parts.push(literalString());
      else {
        const bare = /^[A-Za-z0-9_-]+/.exec(source.slice(at))?.[0];
        if (!bare) fail('expected a key');
        parts.push(bare as string);
        at += (bare as string).length;
      }
      skipBlank(false);
      if (source[at] !== '.') return parts;
      at++;
    }
  }

  function value(): TomlValue {
    skipBlank(false);
    if (source.startsWith('"""', at) || source.startsWith("'''", at)) fail('multi-line strings are not supported');
    const char = source[at];
    if (char === '"') return basicString();
    if (char === "'") return literalString();
    if (char === '[') {
      at++;
      const items: TomlValue[] = [];
      for (;;) {
        skipBlank(true);
        if (source[at] === ']') {
          at++;
          return items;
        }
        items.push(value());
        skipBlank(true);
        if (source[at] === ',') at++;
        else if (source[at] !== ']') fail('expected , or ] in an array');
      }
    }
    if (char === '{') fail('inline tables are not supported');
    const word = /^[^\s,\]#]+/.exec(source.slice(at))?.[0] ?? '';
    at += word.length;
    if (word === 'true') return true;
    if (word === 'false') return false;
    if (/^[+-]?(0|[1-9](_?\d)*)$/.test(word)) return Number(word.replaceAll('_', ''));
    if (/^[+-]?(0|[1-9](_?\d)*)(\.\d(_?\d)*)?([eE][+-]?\d(_?\d)*)?$/.test(word)) return Number(word.replaceAll('_', ''));
    return fail(`unsupported value ${JSON.stringify(word)}`);
  }

  function tableAt(path: string[], from: TomlTable): TomlTable {
    let table = from;
    for (const part of path) {
      const next = table[part] ?? (table[part] = {});
      if (typeof next !== 'object' || Array.isArray(next)) fail(`${path.join('.')} is not a table`);
      table = next as TomlTable;
    }
    return table;
  }

  for (;;) {
    skipBlank(true);
    if (at >= source.length) return root;
    if (source[at] === '[') {
      if (source[at + 1] === '[') fail('arrays of tables are not supported');
      at++;
      const path = key();
      if (source[at] !== ']') fail('expected ] after a table name');
      at++;
      current = tableAt(path, root);
      endOfLine();
      continue;
    }
    const path = key();
    if (source[at] !== '=') fail('expected = after a key');
    at++;
    const name = path.pop() as string;
    const table = tableAt(path, current);
    if (name in table) fail(`${name} is defined twice`);
    table[name] = value();
    endOfLine();
  }
}
