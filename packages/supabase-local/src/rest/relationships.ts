import { restErrors } from './errors';
import type { ForeignKey, Relation, SchemaCache } from './schema-cache';

/**
 * Resource embedding: the relationships between two relations found from foreign
 * keys — many-to-one and one-to-one as objects, one-to-many and many-to-many as arrays.
 * Views take part through the base table they mainly read, when they expose its key columns.
 */
export interface Relationship {
  kind: 'm2o' | 'o2m' | 'o2o' | 'm2m' | 'computed';
  target: string;
  constraint: string;
  /** origin column = target column (for m2m: origin = junction, target = junction). */
  originColumns: string[];
  targetColumns: string[];
  junction?: { table: string; originColumns: string[]; junctionToOrigin: string[]; junctionToTarget: string[]; targetColumns: string[] };
  /** A computed relationship: the function called with the parent row. */
  computedBy?: string;
  isToOne: boolean;
}

function stand(cache: SchemaCache, table: string): Relation[] {
  return [...cache.relations.values()].filter((relation) => relation.name === table || relation.baseTable === table);
}

const hasColumns = (relation: Relation, columns: string[]) => columns.every((name) => relation.columns.some((c) => c.name === name));
const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));
const isUnique = (relation: Relation, columns: string[]) => relation.uniqueKeys.some((key) => sameSet(key, columns));

function directRelationships(cache: SchemaCache, origin: Relation): Relationship[] {
  const found: Relationship[] = [];
  const originTable = origin.kind === 'view' ? origin.baseTable : origin.name;
  if (!originTable) return found;
  for (const fk of cache.foreignKeys) {
    if (fk.table === originTable && hasColumns(origin, fk.columns)) {
      const toOne = isUnique(cache.relations.get(fk.table) ?? origin, fk.columns);
      for (const target of stand(cache, fk.referencedTable)) {
        if (!hasColumns(target, fk.referencedColumns)) continue;
        found.push({ kind: toOne ? 'o2o' : 'm2o', target: target.name, constraint: fk.name, originColumns: fk.columns, targetColumns: fk.referencedColumns, isToOne: true });
      }
    }
    if (fk.referencedTable === originTable && hasColumns(origin, fk.referencedColumns)) {
      const referencing = cache.relations.get(fk.table);
      const toOne = referencing ? isUnique(referencing, fk.columns) : false;
      for (const target of stand(cache, fk.table)) {
        if (!hasColumns(target, fk.columns)) continue;
        found.push({ kind: toOne ? 'o2o' : 'o2m', target: target.name, constraint: fk.name, originColumns: fk.referencedColumns, targetColumns: fk.columns, isToOne: toOne });
      }
    }
  }
  return found;
}

/** Many-to-many through a junction whose primary key holds both foreign keys' columns. */
function junctionRelationships(cache: SchemaCache, origin: Relation): Relationship[] {
  const originTable = origin.kind === 'view' ? origin.baseTable : origin.name;
  const found: Relationship[] = [];
  const byTable = new Map<string, ForeignKey[]>();
  for (const fk of cache.foreignKeys) byTable.set(fk.table, [...(byTable.get(fk.table) ?? []), fk]);
  for (const [junctionName, fks] of byTable) {
    const junction = cache.relations.get(junctionName);
    if (!junction) continue;
    for (const toOrigin of fks) {
      if (toOrigin.referencedTable !== originTable || !hasColumns(origin, toOrigin.referencedColumns)) continue;
      for (const toTarget of fks) {
        if (toTarget === toOrigin) continue;
        const inKey = [...toOrigin.columns, ...toTarget.columns].every((column) => junction.primaryKey.includes(column));
        if (!inKey) continue;
        for (const target of stand(cache, toTarget.referencedTable)) {
          found.push({
            kind: 'm2m',
            target: target.name,
            constraint: `${toOrigin.name},${toTarget.name}`,
            originColumns: toOrigin.referencedColumns,
            targetColumns: toTarget.referencedColumns,
            junction: {
              table: junctionName,
              originColumns: toOrigin.referencedColumns,
              junctionToOrigin: toOrigin.columns,
              junctionToTarget: toTarget.columns,
              targetColumns: toTarget.referencedColumns,
            },
            isToOne: false,
          });
        }
      }
    }
  }
  return found;
}

/**
 * Computed relationships: a function of the origin's row type returning rows of another
 * relation, embedded under the function's name (to-one when it returns one row or `ROWS 1`).
 */
function computedRelationships(cache: SchemaCache, origin: Relation): Relationship[] {
  return [...cache.functions.values()].flat().flatMap((fn): Relationship[] => {
    const [only, ...others] = fn.args;
    if (!only || others.length > 0 || only.relation !== origin.name || !fn.returnRelation) return [];
    return [{ kind: 'computed', target: fn.returnRelation, constraint: fn.name, originColumns: [], targetColumns: [], computedBy: fn.name, isToOne: fn.singleRow }];
  });
}

const single = (columns: string[]): string | undefined => (columns.length === 1 ? columns[0] : undefined);
const isView = (cache: SchemaCache, name: string) => cache.relations.get(name)?.kind === 'view';
// Module-level rather than closures in `matches`, which runs for every candidate of every embed.
const isConstraint = (relationship: Relationship, text: string) => relationship.kind !== 'm2m' && relationship.constraint === text;
const isOriginColumn = (relationship: Relationship, text: string) => relationship.kind !== 'm2m' && single(relationship.originColumns) === text;
const isTargetColumn = (relationship: Relationship, text: string) => relationship.kind !== 'm2m' && single(relationship.targetColumns) === text;

/**
 * PostgREST's target resolution (findRel): without a hint the target is the related table or
 * view, or — for tables only — the constraint or the origin's single FK column; with a hint the
 * target is the table and the hint names the constraint, a single FK column of either side or
 * the junction. A self-reference is one-to-many by the table's name and many-to-one by the FK
 * column's name.
 */
function matches(cache: SchemaCache, origin: string, relationship: Relationship, name: string, hint: string | undefined): boolean {
  if (relationship.kind === 'computed') return relationship.computedBy === name;
  if (relationship.target === origin) {
    if (hint === undefined) return (relationship.target === name && relationship.kind === 'o2m') || (relationship.kind === 'm2o' && isOriginColumn(relationship, name));
    return relationship.target === name && relationship.kind === 'o2m' && isTargetColumn(relationship, hint);
  }
  if (hint === undefined) {
    const targetIsTable = !isView(cache, relationship.target);
    return relationship.target === name || (targetIsTable && (isConstraint(relationship, name) || isOriginColumn(relationship, name)));
  }
  return (
    relationship.target === name &&
    (isConstraint(relationship, hint) || isOriginColumn(relationship, hint) || isTargetColumn(relationship, hint) || relationship.junction?.table === hint)
  );
}

function describe(origin: string, relationship: Relationship) {
  const cardinality = { m2o: 'many-to-one', o2m: 'one-to-many', o2o: 'one-to-one', m2m: 'many-to-many', computed: 'computed' }[relationship.kind];
  return {
    cardinality,
    embedding: `${origin} with ${relationship.target}`,
    relationship: `${relationship.constraint} using ${origin}(${relationship.originColumns.join(', ')}) and ${relationship.target}(${relationship.targetColumns.join(', ')})`,
  };
}

/** A relation's relationships: computed ones apart, since they override the detected ones. */
interface OriginRelationships {
  computed: Relationship[];
  detected: Relationship[];
}

/**
 * Each relation's relationships, found once per schema cache (PostgREST keeps them in its schema
 * cache too): found again for every embed of every request, they were the largest part of
 * building a request's SQL, growing with the schema's foreign keys and functions.
 */
const relationshipsByCache = new WeakMap<SchemaCache, Map<string, OriginRelationships>>();

function relationshipsOf(cache: SchemaCache, origin: Relation): OriginRelationships {
  let byOrigin = relationshipsByCache.get(cache);
  if (!byOrigin) {
    byOrigin = new Map();
    relationshipsByCache.set(cache, byOrigin);
  }
  let found = byOrigin.get(origin.name);
  if (!found) {
    found = {
      computed: computedRelationships(cache, origin),
      detected: [...directRelationships(cache, origin), ...junctionRelationships(cache, origin)],
    };
    byOrigin.set(origin.name, found);
  }
  return found;
}

export function resolveRelationship(cache: SchemaCache, originName: string, name: string, hint?: string): Relationship {
  const origin = cache.relations.get(originName);
  if (!origin) throw restErrors.unknownTable(originName, cache.schema);
  const relationships = relationshipsOf(cache, origin);
  // A computed relationship overrides the detected ones of the same name, as in PostgREST.
  const computed = relationships.computed.filter((r) => matches(cache, originName, r, name, hint));
  const candidates = computed.length ? computed : relationships.detected.filter((r) => matches(cache, originName, r, name, hint));
  // A view over the same table as a real table yields duplicates of one relationship.
  const unique = candidates.filter(
    (r, index) => candidates.findIndex((other) => other.kind === r.kind && other.target === r.target && other.constraint === r.constraint) === index,
  );
  if (unique.length === 0) throw restErrors.noRelationship(originName, name, hint, cache.schema);
  if (unique.length > 1) {
    throw restErrors.ambiguousRelationship(
      originName,
      name,
      unique.map((r) => describe(originName, r)),
      unique.map((r) => `${r.target}!${r.junction?.table ?? r.constraint}`),
    );
  }
  return unique[0] as Relationship;
}
