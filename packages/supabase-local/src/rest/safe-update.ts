/**
 * pg-safeupdate, which hosted Supabase loads for every Data API connection, refuses an UPDATE or
 * DELETE whose parse tree has no WHERE clause (`where true` passes), in every statement the
 * connection parses: the request's own and each one inside a function or trigger it runs. Neither
 * engine here can load the module, so the function bodies are read instead: a body with such a
 * statement is refused when the Data API would run it, before it runs.
 */

export type UnqualifiedVerb = 'UPDATE' | 'DELETE';

export function safeUpdateError(verb: UnqualifiedVerb): Error {
  return Object.assign(new Error(`${verb} requires a WHERE clause`), { code: '21000' });
}

const SKIPPED = [
  /\s+/y,
  /--[^\n]*/y,
  /\/\*[\s\S]*?\*\//y,
  /[eE]'(?:[^'\\]|\\.|'')*'/y,
  /'(?:[^']|'')*'/y,
  /"(?:[^"]|"")*"/y,
  /(\$[A-Za-z_0-9]*\$)[\s\S]*?\1/y,
];
const WORD = /[A-Za-z_][A-Za-z_0-9$]*/y;

function matchAt(pattern: RegExp, source: string, at: number): string | null {
  pattern.lastIndex = at;
  return pattern.exec(source)?.[0] ?? null;
}

/** Words (lower-cased) and punctuation of SQL or PL/pgSQL text; comments, string literals and quoted names are left out. */
function tokens(source: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < source.length) {
    const skipped = SKIPPED.map((pattern) => matchAt(pattern, source, i)).find((match) => match !== null);
    if (skipped) {
      i += skipped.length;
      continue;
    }
    const word = matchAt(WORD, source, i);
    out.push(word ? word.toLowerCase() : source.charAt(i));
    i += word ? word.length : 1;
  }
  return out;
}

/** What may come right before a statement: the body's start, a statement's end, a block or branch opening, a CTE. */
const STATEMENT_OPENERS = new Set([';', '(', ')', 'begin', 'atomic', 'then', 'else', 'loop', 'query']);

/**
 * The UPDATE and DELETE statements of a function body that have no WHERE of their own (one inside
 * a subquery does not count, as it does not for pg-safeupdate). Dynamic SQL (`execute '…'`) is not
 * read.
 */
export function unqualifiedWrites(body: string): UnqualifiedVerb[] {
  return unqualifiedWritesIn(tokens(body));
}

function unqualifiedWritesIn(words: string[]): UnqualifiedVerb[] {
  const found: UnqualifiedVerb[] = [];
  words.forEach((word, start) => {
    if (word !== 'update' && word !== 'delete') return;
    if (start > 0 && !STATEMENT_OPENERS.has(words[start - 1] as string)) return;
    let depth = 0;
    for (let i = start + 1; i < words.length; i += 1) {
      const token = words[i];
      if (token === '(') depth += 1;
      else if (token === ')') depth -= 1;
      if (token === ';' || depth < 0) break;
      if (token === 'where' && depth === 0) return;
    }
    found.push(word === 'update' ? 'UPDATE' : 'DELETE');
  });
  return found;
}

export interface FunctionBody {
  oid: string;
  name: string;
  body: string;
}

/**
 * The functions that would run an unqualified UPDATE or DELETE, by oid: those with one in their
 * own body, and those calling such a function by name (whatever its schema or overload: a
 * stand-in may be stricter than hosted, never laxer).
 */
export function functionsWithUnqualifiedWrites(functions: FunctionBody[]): Map<string, UnqualifiedVerb> {
  const parsed = functions.map((fn) => ({ ...fn, words: tokens(fn.body) }));
  const found = new Map<string, UnqualifiedVerb>();
  const byName = new Map<string, UnqualifiedVerb>();
  for (const fn of parsed) {
    const verb = unqualifiedWritesIn(fn.words)[0];
    if (verb) {
      found.set(fn.oid, verb);
      byName.set(fn.name, verb);
    }
  }
  for (let grew = true; grew; ) {
    grew = false;
    for (const fn of parsed) {
      if (found.has(fn.oid)) continue;
      const callee = fn.words.find((word, index) => byName.has(word) && fn.words[index + 1] === '(');
      const verb = callee === undefined ? undefined : byName.get(callee);
      if (verb) {
        found.set(fn.oid, verb);
        byName.set(fn.name, verb);
        grew = true;
      }
    }
  }
  return found;
}
