import type { SqlSession } from '../engine/executor';
import { queryJsonRows } from './sql';

/** What Storage keeps in `storage.objects.metadata`. */
export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  created_at: string | null;
  updated_at: string | null;
  last_accessed_at: string | null;
  metadata: Partial<ObjectMetadata> | null;
  user_metadata: Record<string, unknown> | null;
  version: string | null;
  path_tokens?: string[] | null;
}

export interface ObjectWrite {
  bucketId: string;
  name: string;
  owner: string | null;
  version: string;
  metadata: Partial<ObjectMetadata> | null;
  userMetadata: Record<string, unknown> | null;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `owner` is a uuid column kept for old policies; `owner_id` takes any subject. */
function ownerColumns(owner: string | null): [string | null, string | null] {
  return [owner !== null && UUID_PATTERN.test(owner) ? owner : null, owner];
}

function writeParams(write: ObjectWrite): unknown[] {
  const [owner, ownerId] = ownerColumns(write.owner);
  return [
    write.bucketId,
    write.name,
    owner,
    ownerId,
    write.version,
    write.metadata === null ? null : JSON.stringify(write.metadata),
    write.userMetadata === null ? null : JSON.stringify(write.userMetadata),
  ];
}

const INSERT_OBJECT = `
  insert into storage.objects as o (bucket_id, name, owner, owner_id, version, metadata, user_metadata)
  values ($1, $2, $3::uuid, $4, $5, $6::jsonb, $7::jsonb)`;

/**
 * Plain insert: the statement an upload's RLS trial runs as the caller. `returning` is left
 * out on purpose, so only INSERT policies are asked, as Storage does.
 */
export async function insertObject(session: SqlSession, write: ObjectWrite): Promise<void> {
  await session.query(INSERT_OBJECT, writeParams(write));
}

/** Insert or overwrite: as the caller it needs INSERT, SELECT and UPDATE policies. */
export async function upsertObject(session: SqlSession, write: ObjectWrite): Promise<ObjectRow> {
  const rows = await queryJsonRows<ObjectRow>(
    session,
    `${INSERT_OBJECT}
     on conflict (bucket_id, name) do update set
       owner = excluded.owner, owner_id = excluded.owner_id, version = excluded.version,
       metadata = excluded.metadata, user_metadata = excluded.user_metadata,
       updated_at = now(), last_accessed_at = now()
     returning row_to_json(o)::text as row`,
    writeParams(write),
  );
  const row = rows[0];
  if (!row) throw new Error('upsert returned no row');
  return row;
}

/**
 * `forUpdate` locks the row for an overwrite, so two concurrent upserts each learn the version
 * the other replaced and no stored bytes are orphaned.
 */
export async function findObject(
  session: SqlSession,
  bucketId: string,
  name: string,
  options: { forUpdate?: boolean } = {},
): Promise<ObjectRow | null> {
  const rows = await queryJsonRows<ObjectRow>(
    session,
    `select row_to_json(o)::text as row from storage.objects o where o.bucket_id = $1 and o.name = $2
     ${options.forUpdate ? 'for update' : ''}`,
    [bucketId, name],
  );
  return rows[0] ?? null;
}

export async function findObjectNames(session: SqlSession, bucketId: string, names: string[]): Promise<Set<string>> {
  const result = await session.query<{ name: string }>(
    `select o.name from storage.objects o
     where o.bucket_id = $1 and o.name in (select jsonb_array_elements_text($2::jsonb))`,
    [bucketId, JSON.stringify(names)],
  );
  return new Set(result.rows.map((row) => row.name));
}

export async function deleteObjects(session: SqlSession, bucketId: string, names: string[]): Promise<ObjectRow[]> {
  return queryJsonRows<ObjectRow>(
    session,
    `delete from storage.objects o
     where o.bucket_id = $1 and o.name in (select jsonb_array_elements_text($2::jsonb))
     returning row_to_json(o)::text as row`,
    [bucketId, JSON.stringify(names)],
  );
}

/** Objects created until now, as Storage's queued emptying deletes them. */
export async function deleteAllObjects(session: SqlSession, bucketId: string): Promise<ObjectRow[]> {
  return queryJsonRows<ObjectRow>(
    session,
    `delete from storage.objects o where o.bucket_id = $1 and o.created_at <= now()
     returning row_to_json(o)::text as row`,
    [bucketId],
  );
}

export async function countObjects(session: SqlSession, bucketId: string): Promise<number> {
  const result = await session.query<{ count: string }>(
    'select count(*)::text as count from storage.objects where bucket_id = $1',
    [bucketId],
  );
  return Number(result.rows[0]?.count ?? '0');
}

export interface ObjectRename {
  bucketId: string;
  name: string;
  destinationBucketId: string;
  destinationName: string;
  owner: string | null;
}

/** Move = rename the row (bytes are keyed by version); as the caller it asks UPDATE (+SELECT). */
export async function renameObject(session: SqlSession, rename: ObjectRename): Promise<ObjectRow | null> {
  const [owner, ownerId] = ownerColumns(rename.owner);
  const rows = await queryJsonRows<ObjectRow>(
    session,
    `update storage.objects o
     set bucket_id = $3, name = $4, owner = $5::uuid, owner_id = $6, updated_at = now()
     where o.bucket_id = $1 and o.name = $2
     returning row_to_json(o)::text as row`,
    [rename.bucketId, rename.name, rename.destinationBucketId, rename.destinationName, owner, ownerId],
  );
  return rows[0] ?? null;
}

export interface SearchOptions {
  prefix: string;
  limit: number;
  offset: number;
  search: string;
  sortColumn: string;
  sortOrder: string;
}

export interface ListedObject {
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: Partial<ObjectMetadata> | null;
}

/** `storage.search` as Storage calls it, so the caller's SELECT policies decide what is listed. */
export async function searchObjects(session: SqlSession, bucketId: string, options: SearchOptions): Promise<ListedObject[]> {
  return queryJsonRows<ListedObject>(
    session,
    `select json_build_object(
              'name', s.name, 'id', s.id, 'updated_at', s.updated_at, 'created_at', s.created_at,
              'last_accessed_at', s.last_accessed_at, 'metadata', s.metadata)::text as row
     from storage.search($1, $2, $3, $4, $5, $6, $7, $8) with ordinality as s
     order by s.ordinality`,
    [
      options.prefix,
      bucketId,
      options.limit,
      options.prefix.split('/').length,
      options.offset,
      options.search,
      options.sortColumn,
      options.sortOrder,
    ],
  );
}
