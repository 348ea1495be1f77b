import type { SqlSession } from '../engine/executor';
import { queryJsonRows } from './sql';

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  owner_id?: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: string;
  updated_at: string;
  type?: string;
}

const BUCKET_JSON = `json_build_object(
  'id', b.id, 'name', b.name, 'owner', b.owner, 'public', b.public,
  'created_at', b.created_at, 'updated_at', b.updated_at,
  'file_size_limit', b.file_size_limit, 'allowed_mime_types', b.allowed_mime_types, 'type', b.type)`;

/** Storage's getBucket omits `type`; its listing includes it. */
const BUCKET_JSON_WITHOUT_TYPE = `json_build_object(
  'id', b.id, 'name', b.name, 'owner', b.owner, 'public', b.public,
  'created_at', b.created_at, 'updated_at', b.updated_at,
  'file_size_limit', b.file_size_limit, 'allowed_mime_types', b.allowed_mime_types)`;

export async function findBucket(session: SqlSession, id: string): Promise<BucketRow | null> {
  const rows = await queryJsonRows<BucketRow>(
    session,
    `select ${BUCKET_JSON_WITHOUT_TYPE}::text as row from storage.buckets b where b.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export interface ListBucketsOptions {
  limit: number | null;
  offset: number | null;
  search: string | null;
  sortColumn: 'id' | 'name' | 'created_at' | 'updated_at' | null;
  sortOrder: 'asc' | 'desc';
}

export async function listBuckets(session: SqlSession, options: ListBucketsOptions): Promise<BucketRow[]> {
  const params: unknown[] = [];
  const where: string[] = [];
  if (options.search) {
    params.push(`%${options.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
    where.push(`b.name ilike $${params.length}`);
  }
  // The sort column comes from a fixed list, never from the request text itself.
  const order = options.sortColumn ? `order by b.${options.sortColumn} ${options.sortOrder}` : '';
  let page = '';
  if (options.limit !== null) {
    params.push(options.limit);
    page += ` limit $${params.length}`;
  }
  if (options.offset !== null) {
    params.push(options.offset);
    page += ` offset $${params.length}`;
  }
  return queryJsonRows<BucketRow>(
    session,
    `select ${BUCKET_JSON}::text as row from storage.buckets b
     ${where.length ? `where ${where.join(' and ')}` : ''} ${order} ${page}`,
    params,
  );
}

export interface BucketWrite {
  id: string;
  name: string;
  owner: string | null;
  isPublic: boolean;
  fileSizeLimit: number | null;
  allowedMimeTypes: string[] | null;
}

/** A JSON array parameter as text[], NULL staying NULL (arrays decode differently per engine). */
function textArrayFromJson(placeholder: string): string {
  return `case when ${placeholder}::jsonb is null then null
          else array(select jsonb_array_elements_text(${placeholder}::jsonb)) end`;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Run as the caller: without an INSERT policy on `storage.buckets` this is an RLS refusal. */
export async function insertBucket(session: SqlSession, bucket: BucketWrite): Promise<void> {
  await session.query(
    `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
     values ($1, $2, $3::uuid, $4, $5, $6::bigint, ${textArrayFromJson('$7')})`,
    [
      bucket.id,
      bucket.name,
      bucket.owner !== null && UUID_PATTERN.test(bucket.owner) ? bucket.owner : null,
      bucket.owner,
      bucket.isPublic,
      bucket.fileSizeLimit,
      bucket.allowedMimeTypes === null ? null : JSON.stringify(bucket.allowedMimeTypes),
    ],
  );
}

export interface BucketChange {
  isPublic?: boolean;
  fileSizeLimit?: number | null;
  allowedMimeTypes?: string[] | null;
}

/** Only the fields present change; returns false when no row was visible to update. */
export async function updateBucket(session: SqlSession, id: string, change: BucketChange): Promise<boolean> {
  const params: unknown[] = [id];
  const sets = ['updated_at = now()'];
  if (change.isPublic !== undefined) {
    params.push(change.isPublic);
    sets.push(`public = $${params.length}`);
  }
  if (change.fileSizeLimit !== undefined) {
    params.push(change.fileSizeLimit);
    sets.push(`file_size_limit = $${params.length}::bigint`);
  }
  if (change.allowedMimeTypes !== undefined) {
    params.push(change.allowedMimeTypes === null ? null : JSON.stringify(change.allowedMimeTypes));
    sets.push(`allowed_mime_types = ${textArrayFromJson(`$${params.length}`)}`);
  }
  const result = await session.query(`update storage.buckets set ${sets.join(', ')} where id = $1 returning id`, params);
  return result.rows.length > 0;
}

export async function deleteBucket(session: SqlSession, id: string): Promise<boolean> {
  const result = await session.query('delete from storage.buckets where id = $1 returning id', [id]);
  return result.rows.length > 0;
}
