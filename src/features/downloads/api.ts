import type { TypedSupabaseClient } from '@/lib/supabase/client';

export interface DownloadFile {
  name: string;
  url: string;
  size: number | null;
  type: string | null;
}

/** The public `documents` bucket's files (forms, rules, minutes for members), by name. */
export async function listDownloads(client: TypedSupabaseClient): Promise<DownloadFile[]> {
  const bucket = client.storage.from('documents');
  const { data, error } = await bucket.list('', { limit: 200, sortBy: { column: 'name', order: 'asc' } });
  if (error) throw error;
  // Folders come back as entries without an id; only files are offered for download.
  return data.flatMap((file) => {
    if (!file.id) return [];
    const metadata: Record<string, unknown> = file.metadata ?? {};
    return [
      {
        name: file.name,
        url: bucket.getPublicUrl(file.name).data.publicUrl,
        size: typeof metadata.size === 'number' ? metadata.size : null,
        type: typeof metadata.mimetype === 'string' ? metadata.mimetype : null,
      },
    ];
  });
}
