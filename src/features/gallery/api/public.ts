import type { TypedSupabaseClient } from '@/lib/supabase/client';

export interface GalleryAlbum {
  id: string;
  title: string;
  description: string | null;
  event_date: string | null;
  photos: { id: string; url: string; caption: string | null; width: number | null; height: number | null; sort_order: number }[];
}

/** Published albums that have photos, newest event first, with their photos (one query); an empty album would be a bare heading. */
export async function getPublishedAlbums(client: TypedSupabaseClient): Promise<GalleryAlbum[]> {
  const { data, error } = await client
    .from('photo_albums')
    .select('id, title, description, event_date, photos(id, url, caption, width, height, sort_order)')
    .eq('is_published', true)
    .order('event_date', { ascending: false, nullsFirst: false });
  if (error) throw error;
  return data
    .filter((album) => album.photos.length > 0)
    .map((album) => ({ ...album, photos: [...album.photos].sort((a, b) => a.sort_order - b.sort_order) }));
}
