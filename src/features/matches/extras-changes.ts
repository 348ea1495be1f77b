import { linkMatchVideo, unlinkMatchVideo } from '@/features/videos/api';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import type { Json } from '@/lib/supabase/database.types';
import { addMetadata, deleteMetadata, setPrimaryMetadata } from './api/extras';

/** The edits the match detail dialog makes, one at a time. */
export type ExtrasChange =
  | { kind: 'link'; videoId: string }
  | { kind: 'unlink'; videoId: string }
  | { kind: 'add-metadata'; metadata_type: string; value: Json; is_primary: boolean }
  | { kind: 'primary'; id: string }
  | { kind: 'delete-metadata'; id: string };

export function applyExtrasChange(client: TypedSupabaseClient, matchId: string, change: ExtrasChange): Promise<void> {
  switch (change.kind) {
    case 'link':
      return linkMatchVideo(client, matchId, change.videoId);
    case 'unlink':
      return unlinkMatchVideo(client, matchId, change.videoId);
    case 'add-metadata':
      return addMetadata(client, matchId, { metadata_type: change.metadata_type, value: change.value, is_primary: change.is_primary });
    case 'primary':
      return setPrimaryMetadata(client, change.id);
    case 'delete-metadata':
      return deleteMetadata(client, change.id);
  }
}
