import type { Service, StackServices } from '../http/types';
import { createBlobStore } from './blob-store';
import type { StorageContext } from './context';
import { routeStorageRequest } from './router';

/**
 * `/storage/v1` as Supabase Storage answers it: buckets and object rows live in
 * `storage.buckets` / `storage.objects` (every check runs as the caller under RLS), bytes on
 * disk under `storageDir`, or in memory when it is null.
 */
export function createStorageService(services: StackServices): Service {
  const context: StorageContext = {
    db: services.db,
    blobs: createBlobStore(services.config.storageDir),
    jwtSecret: services.config.jwtSecret,
  };
  return { handle: (request) => routeStorageRequest(request, context) };
}
