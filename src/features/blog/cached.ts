import 'server-only';
import { cachedPublicRead } from '@/lib/public-cache';
import { getPublishedPosts } from './api';
import { postsLoadErrorMessage } from './load-error';

/** Published posts for the public pages, cached until an admin saves a post. */
export const readPublishedPosts = cachedPublicRead('published-posts', ['posts'], getPublishedPosts, postsLoadErrorMessage);
