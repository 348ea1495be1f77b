import { restErrors } from './errors';
import type { ForeignKey, Relation, SchemaCache } from './schema-cache';

/**
 * Resource embedding (§1.4): the relationships between two relations found from foreign
 * keys — many-to-one and one-to-one as objects, one-to-many and many-to-many as arrays.
 * Views take part through the base table they mainly read, when they expose its key columns.
 */
export interface Relationship {
  kind: 'm2o' | 'o2m' | 'o2o' | 'm2m';
  target: string;
  constraint: string;
  /** origin column = target column (for m2m: origin = junction, target = junction). */
  originColumns: string[];
  targetColumns: string[];
  junction?: { table: string; originColumns: string[]; junctionToOrigin: string[]; junctionToTarget: string[]; targetColumns: string[] };
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

function matches(relationship: Relationship, name: string, hint: string | undefined): boolean {
  const constraintNames = relationship.constraint.split(',');
  const singleColumns = [relationship.originColumns, relationship.targetColumns, relationship.junction?.junctionToOrigin ?? [], relationship.junction?.junctionToTarget ?? []]
    .filter((columns) => columns.length === 1)
    .map((columns) => columns[0]);
  if (hint === undefined) {
    if (relationship.target === name) return true;
    if (relationship.kind !== 'm2m' && constraintNames.includes(name)) return true;
    return relationship.kind === 'm2o' && relationship.originColumns.length === 1 && relationship.originColumns[0] === name;
  }
  if (relationship.target !== name) return false;
  return constraintNames.includes(hint) || singleColumns.includes(hint) || relationship.junction?.table === hint;
}

function describe(origin: string, relationship: Relationship) {
  const cardinality = { m2o: 'many-to-one', o2m: 'one-to-many', o2o: 'one-to-one', m2m: 'many-to-many' }[relationship.kind];
  return {
    cardinality,
    embedding: `${origin} with ${relationship.target}`,
    relationship: `${relationship.constraint} using ${origin}(${relationship.originColumns.join(', ')}) and ${relationship.target}(${relationship.targetColumns.join(', ')})`,
  };
}

export function resolveRelationship(cache: SchemaCache, originName: string, name: string, hint?: string): Relationship {
  const origin = cache.relations.get(originName);
  if (!origin) throw restErrors.unknownTable(originName);
  const candidates = [...directRelationships(cache, origin), ...junctionRelationships(cache, origin)].filter((r) => matches(r, name, hint));
  // A view over the same table as a real table yields duplicates of one relationship.
  const unique = candidates.filter((r, index) => candidates.findIndex((other) => other.target === r.target && other.constraint === r.constraint) === index);
  if (unique.length === 0) throw restErrors.noRelationship(originName, name);
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
