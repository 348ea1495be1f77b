import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';

/** Content types of the files a seed ships (images for the gallery, documents for downloads). */
const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

function filesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesBelow(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/**
 * Uploads `<dir>/<bucket>/<path>` into each bucket through the stack's own Storage API with the
 * service key, as `supabase seed buckets` does for the CLI's stack: the objects get the same
 * rows, metadata and public URLs as any upload.
 */
export async function uploadSeedFiles(options: { url: string; serviceRoleKey: string; dir: string }): Promise<void> {
  if (!existsSync(options.dir)) return;
  const files = filesBelow(options.dir);
  for (const file of files) {
    const [bucket, ...path] = relative(options.dir, file).split(sep);
    const contentType = CONTENT_TYPES[extname(file).toLowerCase()];
    if (!bucket || path.length === 0 || !contentType)
      throw new Error(`Seed file ${file}: expected <bucket>/<path> with a known extension`);
    const response = await fetch(`${options.url}/storage/v1/object/${bucket}/${path.join('/')}`, {
      method: 'POST',
      headers: {
        apikey: options.serviceRoleKey,
        authorization: `Bearer ${options.serviceRoleKey}`,
        'content-type': contentType,
        'x-upsert': 'true',
      },
      body: readFileSync(file),
    });
    if (!response.ok) throw new Error(`Seed file ${file}: ${response.status} ${await response.text()}`);
  }
}
