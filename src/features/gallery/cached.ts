import 'server-only';
import { cachedPublicRead } from '@/lib/public-cache';
import { getPublishedAlbums } from './api/public';
import { galleryMessages } from './messages';

/** Published albums for /photo-gallery, cached until an admin saves anything in the gallery. */
export const readPublishedAlbums = cachedPublicRead('gallery-albums', ['gallery'], getPublishedAlbums, galleryMessages.albumsLoadError);
