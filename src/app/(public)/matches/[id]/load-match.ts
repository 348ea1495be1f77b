import { z } from 'zod';
import { readMatch } from '@/features/matches/cached';

/** The match of a /matches/{id} URL, or null for a malformed or unknown id (the page and its share card). */
export async function loadMatch(id: string) {
  return z.uuid().safeParse(id).success ? readMatch(id) : null;
}
