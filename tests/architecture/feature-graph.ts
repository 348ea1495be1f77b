import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** One import of another feature's file, as written in the source. */
export interface FeatureImport {
  from: string;
  to: string;
  file: string;
  specifier: string;
  /** A data-only import of the other feature's query keys, which creates no dependency on its code. */
  keysOnly: boolean;
}

/** One `.from('name')` or `.rpc('name')` call on a Supabase client. */
export interface DataAccess {
  feature: string;
  file: string;
  name: string;
  kind: 'table' | 'rpc';
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function featureOf(featuresRoot: string, path: string): string | null {
  const rel = relative(featuresRoot, path);
  return rel.startsWith('..') ? null : (rel.split('/')[0] ?? null);
}

// Static imports, re-exports and dynamic `import()`: a panel loaded lazily still runs the other
// feature's code, so it is as much a dependency as a static import.
const IMPORT_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)'([^']+)'/g;

/** Every import from one feature into another, under `<srcRoot>/features`. */
export function featureImports(srcRoot: string): FeatureImport[] {
  const featuresRoot = join(srcRoot, 'features');
  return sourceFiles(featuresRoot).flatMap((file) => {
    const from = featureOf(featuresRoot, file);
    if (!from) return [];
    return [...readFileSync(file, 'utf8').matchAll(IMPORT_SPECIFIER)].flatMap(([, specifier = '']) => {
      let target: string;
      if (specifier.startsWith('@/features/')) target = join(featuresRoot, specifier.slice('@/features/'.length));
      else if (specifier.startsWith('.')) target = resolve(dirname(file), specifier);
      else return [];
      const to = featureOf(featuresRoot, target);
      if (!to || to === from) return [];
      const inside = relative(join(featuresRoot, to), target);
      return [{ from, to, file: relative(srcRoot, file), specifier, keysOnly: inside === 'keys' }];
    });
  });
}

/** The groups of features that depend on each other in a circle (strongly connected components). */
export function importCycles(imports: FeatureImport[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to, keysOnly } of imports) {
    if (keysOnly) continue;
    if (!next.has(from)) next.set(from, new Set());
    next.get(from)!.add(to);
  }
  const nodes = new Set([...next.keys(), ...[...next.values()].flatMap((targets) => [...targets])]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const node of [...nodes].sort()) if (!index.has(node)) visit(node);
  return cycles;
}

// `client.storage.from('bucket')` names a Storage bucket, not a table, and is left out.
const DATA_CALL = /(\bstorage\s*)?\.(from|rpc)\(\s*'([a-z_]+)'/g;

/** Every table, view and function a file under `<srcRoot>` reaches by a literal name. */
export function dataAccesses(srcRoot: string): DataAccess[] {
  const featuresRoot = join(srcRoot, 'features');
  return sourceFiles(srcRoot).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(DATA_CALL)].flatMap(([, storage, call, name = '']) =>
      storage
        ? []
        : [
            {
              feature: featureOf(featuresRoot, file) ?? relative(srcRoot, file),
              file: relative(srcRoot, file),
              name,
              kind: call === 'rpc' ? ('rpc' as const) : ('table' as const),
            },
          ],
    ),
  );
}
