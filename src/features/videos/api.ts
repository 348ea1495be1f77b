import type { QueryData } from '@supabase/supabase-js';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { textSearchFilter } from '@/lib/text-search';
import { VIDEOS_PAGE_SIZE, type VideoFilters } from './filters';
import type { TVideoInput } from './schema';

const VIDEO_COLUMNS =
  'id, title, description, youtube_url, youtube_id, category_id, club_id, season_id, recording_date, is_active, category:categories(name), club:clubs(name), season:seasons(name)';

const selectVideos = (client: TypedSupabaseClient) => client.from('videos').select(VIDEO_COLUMNS, { count: 'exact' });

/** A card of the library: the video with its category, club and season names. */
export type VideoRow = QueryData<ReturnType<typeof selectVideos>>[number];

export interface VideoPage {
  rows: VideoRow[];
  total: number;
}

/**
 * Videos: one page (20) with the category, club and season joined, newest
 * recording first (undated last), and the exact count for the pager. RLS picks the rows (admin:
 * all; coach: their categories' videos). `categoryIds` narrows further to the categories the coach
 * portal works with (an admin's simulation); an empty list is an empty page, never everything.
 */
export async function listVideos(
  client: TypedSupabaseClient,
  filters: VideoFilters,
  categoryIds: readonly string[] | null = null,
): Promise<VideoPage> {
  if (categoryIds?.length === 0 || (filters.category && categoryIds && !categoryIds.includes(filters.category))) {
    return { rows: [], total: 0 };
  }
  let query = selectVideos(client);
  const search = textSearchFilter(['title', 'description'], filters.q);
  if (search) query = query.or(search);
  if (filters.category) query = query.eq('category_id', filters.category);
  else if (categoryIds) query = query.in('category_id', categoryIds);
  if (filters.club) query = query.eq('club_id', filters.club);
  if (filters.season) query = query.eq('season_id', filters.season);
  if (filters.active) query = query.eq('is_active', true);
  const from = (filters.page - 1) * VIDEOS_PAGE_SIZE;
  const { data, error, count } = await query
    .order('recording_date', { ascending: false, nullsFirst: false })
    .order('created_at', { ascending: false })
    .order('id')
    .range(from, from + VIDEOS_PAGE_SIZE - 1);
  if (error) throw error;
  return { rows: data, total: count ?? data.length };
}

/** Idempotent under the mutation's retry: the caller makes the id once, a second insert is a no-op. */
export async function createVideo(client: TypedSupabaseClient, id: string, video: TVideoInput): Promise<void> {
  const { error } = await client.from('videos').upsert({ id, ...video }, { onConflict: 'id', ignoreDuplicates: true });
  if (error) throw error;
}

/**
 * RLS hides another coach's video, so a write to it touches no row, which PostgREST reports as
 * success; asking for the one row back turns that into PGRST116 ('Záznam nebyl nalezen.').
 */
export async function updateVideo(client: TypedSupabaseClient, id: string, video: TVideoInput): Promise<void> {
  const { error } = await client.from('videos').update(video).eq('id', id).select('id').single();
  if (error) throw error;
}

/** 'only active': deactivating hides a video from the public without losing it. */
export async function setVideoActive(client: TypedSupabaseClient, id: string, isActive: boolean): Promise<void> {
  const { error } = await client.from('videos').update({ is_active: isActive }).eq('id', id).select('id').single();
  if (error) throw error;
}

export async function deleteVideo(client: TypedSupabaseClient, id: string): Promise<void> {
  const { error } = await client.from('videos').delete().eq('id', id).select('id').single();
  if (error) throw error;
}

export interface LinkedVideo {
  id: string;
  title: string;
  youtube_url: string;
  thumbnail_url: string | null;
}

/** Videos linked to a match (an admin or coach links them). */
export async function getMatchVideos(client: TypedSupabaseClient, matchId: string): Promise<LinkedVideo[]> {
  const { data, error } = await client.from('match_videos').select('video:videos!inner(id, title, youtube_url, thumbnail_url)').eq('match_id', matchId);
  if (error) throw error;
  return data.map((row) => row.video);
}

export interface VideoOption {
  id: string;
  title: string;
}

export interface MatchVideoChoices {
  linked: VideoOption[];
  available: VideoOption[];
}

/** The category's active videos split into those linked to the match and the rest (2 parallel queries). */
export async function getMatchVideoChoices(client: TypedSupabaseClient, matchId: string, categoryId: string): Promise<MatchVideoChoices> {
  const [links, videos] = await Promise.all([
    client.from('match_videos').select('video_id').eq('match_id', matchId),
    client.from('videos').select('id, title').eq('category_id', categoryId).eq('is_active', true).order('recording_date', { ascending: false }),
  ]);
  for (const result of [links, videos]) if (result.error) throw result.error;
  const linkedIds = new Set((links.data ?? []).map((link) => link.video_id));
  const all = videos.data ?? [];
  return { linked: all.filter((video) => linkedIds.has(video.id)), available: all.filter((video) => !linkedIds.has(video.id)) };
}

export async function linkMatchVideo(client: TypedSupabaseClient, matchId: string, videoId: string): Promise<void> {
  const { error } = await client.from('match_videos').insert({ match_id: matchId, video_id: videoId });
  if (error) throw error;
}

export async function unlinkMatchVideo(client: TypedSupabaseClient, matchId: string, videoId: string): Promise<void> {
  const { error } = await client.from('match_videos').delete().eq('match_id', matchId).eq('video_id', videoId);
  if (error) throw error;
}
