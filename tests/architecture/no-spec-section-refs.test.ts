import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// A comment states the rule it follows, or points at docs/club-rules.md, never at a section
// number of a document the repository does not hold, which a maintainer cannot open. Sections of
// public standards ("RFC 5545" followed by a section sign) are fine: anyone can read those.
const ROOT = resolve(import.meta.dirname, '../..');
const SCANNED = ['src', 'tests', 'e2e', 'scripts', 'packages'];
const TEXT_FILE = /\.(tsx?|mjs|cjs|js|css|sql|md|json|sh)$/;
const SECTION_SIGN = '\u00a7';
const PUBLIC_STANDARD = new RegExp(`RFC \\d+ ${SECTION_SIGN}`, 'g');

function textFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : textFiles(path);
    return TEXT_FILE.test(name) ? [path] : [];
  });
}

function sectionReferences(): string[] {
  return SCANNED.flatMap((dir) => textFiles(join(ROOT, dir))).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line, index) => ({ line: line.replace(PUBLIC_STANDARD, ''), at: `${relative(ROOT, file)}:${index + 1}` }))
      .filter(({ line }) => line.includes(SECTION_SIGN))
      .map(({ at, line }) => `${at}: ${line.trim()}`),
  );
}

describe('rules the repository holds', () => {
  it('no source, test or script cites a section number of an outside document', () => {
    expect(sectionReferences()).toEqual([]);
  });
});
