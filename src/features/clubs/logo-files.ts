import { removeReplacedImage } from '@/lib/storage-image';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { LOGO_BUCKET } from './logo';

/**
 * After a save replaced or cleared a logo (a club's, or the club config's own), its object goes —
 * unless a club or the config still shows the same file.
 */
export async function removeUnusedLogo(client: TypedSupabaseClient, previous: string | null | undefined, current: string | null | undefined): Promise<void> {
  if (!previous || previous === current) return;
  const [clubs, config] = await Promise.all([
    client.from('clubs').select('id', { count: 'exact', head: true }).eq('logo_url', previous),
    client.from('club_config').select('id', { count: 'exact', head: true }).eq('club_logo_url', previous),
  ]);
  if (clubs.error || config.error || (clubs.count ?? 0) + (config.count ?? 0) > 0) return;
  await removeReplacedImage(client, LOGO_BUCKET, previous, current);
}
