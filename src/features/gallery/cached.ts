import 'server-only';
import { cachedPublicRead } from '@/lib/public-cache';
import { getPublishedAlbums } from './api/public';

/** Published albums for /photo-gallery, cached until an admin saves anything in the gallery. */
export const readPublishedAlbums = cachedPublicRead('gallery-albums', ['gallery'], getPublishedAlbums);
