import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { z } from 'zod';

/** The project's Storage API, as its service role (every bucket, past every policy). */
export interface ProjectStorage {
  url: string;
  serviceRoleKey: string;
}

const PAGE = 100;

const indexSchema = z.object({
  buckets: z.array(
    z.object({
      id: z.string(),
      public: z.boolean(),
      fileSizeLimit: z.number().nullable(),
      allowedMimeTypes: z.array(z.string()).nullable(),
      objects: z.array(z.object({ name: z.string(), contentType: z.string().nullable(), cacheControl: z.string().nullable() })),
    }),
  ),
});
type StorageIndex = z.infer<typeof indexSchema>;

/** Bucket settings and each object's headers; the bytes lie beside it under `buckets/<bucket>/<name>`. */
const INDEX_FILE = 'index.json';

function client(storage: ProjectStorage) {
  return createClient(storage.url, storage.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** An object's file in the archive; a name that would climb out of its bucket's folder is refused. */
function objectFile(dir: string, bucket: string, name: string): string {
  const base = resolve(dir, 'buckets', bucket);
  const file = resolve(base, name);
  if (!file.startsWith(`${base}${sep}`)) throw new Error(`Stored object name leaves its bucket: ${bucket}/${name}`);
  return file;
}

interface ListedObject {
  name: string;
  contentType: string | null;
  cacheControl: string | null;
}

/** Every object of a bucket, folder by folder, page by page. */
async function listBucket(supabase: ReturnType<typeof client>, bucket: string, prefix = ''): Promise<ListedObject[]> {
  const found: ListedObject[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const { data, error } = await supabase.storage.from(bucket).list(prefix, { limit: PAGE, offset, sortBy: { column: 'name', order: 'asc' } });
    if (error) throw new Error(`Listing ${bucket}/${prefix} failed: ${error.message}`);
    for (const entry of data) {
      const name = prefix ? `${prefix}/${entry.name}` : entry.name;
      // Folders have no id: they are prefixes of objects, not objects.
      if (entry.id === null) {
        found.push(...(await listBucket(supabase, bucket, name)));
      } else {
        const metadata = (entry.metadata ?? {}) as Record<string, unknown>;
        found.push({
          name,
          contentType: typeof metadata['mimetype'] === 'string' ? metadata['mimetype'] : null,
          cacheControl: typeof metadata['cacheControl'] === 'string' ? metadata['cacheControl'] : null,
        });
      }
    }
    if (data.length < PAGE) return found;
  }
}

/** Downloads every bucket's settings and every object into `dir`. */
export async function downloadProjectStorage(storage: ProjectStorage, dir: string): Promise<void> {
  const supabase = client(storage);
  const { data: buckets, error } = await supabase.storage.listBuckets();
  if (error) throw new Error(`Listing the project's buckets failed: ${error.message}`);
  const index: StorageIndex = { buckets: [] };
  for (const bucket of buckets) {
    const objects = await listBucket(supabase, bucket.id);
    for (const object of objects) {
      const { data, error: downloadError } = await supabase.storage.from(bucket.id).download(object.name);
      if (downloadError) throw new Error(`Downloading ${bucket.id}/${object.name} failed: ${downloadError.message}`);
      const file = objectFile(dir, bucket.id, object.name);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, Buffer.from(await data.arrayBuffer()));
    }
    index.buckets.push({
      id: bucket.id,
      public: bucket.public,
      fileSizeLimit: bucket.file_size_limit ?? null,
      allowedMimeTypes: bucket.allowed_mime_types ?? null,
      objects,
    });
  }
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, INDEX_FILE), `${JSON.stringify(index, null, 2)}\n`);
}

/** `max-age=3600` as Storage reports it, the seconds as supabase-js's upload takes them. */
function maxAge(cacheControl: string | null): string | undefined {
  return /max-age=(\d+)/.exec(cacheControl ?? '')?.[1];
}

/**
 * Puts the archive's objects back: missing buckets are created with their settings, every
 * object is uploaded over what is there, and objects the backup did not have are removed,
 * so the project's files are the backup's, as its rows are.
 */
export async function uploadProjectStorage(storage: ProjectStorage, dir: string): Promise<void> {
  const supabase = client(storage);
  const index = indexSchema.parse(JSON.parse(await readFile(join(dir, INDEX_FILE), 'utf8')));
  for (const bucket of index.buckets) {
    const { error: missing } = await supabase.storage.getBucket(bucket.id);
    if (missing) {
      const { error } = await supabase.storage.createBucket(bucket.id, {
        public: bucket.public,
        fileSizeLimit: bucket.fileSizeLimit ?? undefined,
        allowedMimeTypes: bucket.allowedMimeTypes ?? undefined,
      });
      if (error) throw new Error(`Creating bucket ${bucket.id} failed: ${error.message}`);
    }
    for (const object of bucket.objects) {
      const bytes = await readFile(objectFile(dir, bucket.id, object.name));
      const { error } = await supabase.storage.from(bucket.id).upload(object.name, bytes, {
        upsert: true,
        contentType: object.contentType ?? undefined,
        cacheControl: maxAge(object.cacheControl),
      });
      if (error) throw new Error(`Uploading ${bucket.id}/${object.name} failed: ${error.message}`);
    }
    const kept = new Set(bucket.objects.map((object) => object.name));
    const extra = (await listBucket(supabase, bucket.id)).map((object) => object.name).filter((name) => !kept.has(name));
    for (let start = 0; start < extra.length; start += PAGE) {
      const { error } = await supabase.storage.from(bucket.id).remove(extra.slice(start, start + PAGE));
      if (error) throw new Error(`Removing objects newer than the backup from ${bucket.id} failed: ${error.message}`);
    }
  }
}
