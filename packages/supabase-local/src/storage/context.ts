import type { Executor } from '../engine/executor';
import type { StackRequest, StackResponse } from '../http/types';
import type { BlobStore } from './blob-store';

/** What every Storage route works with. `db` queries run with owner rights (RLS bypassed). */
export interface StorageContext {
  db: Executor;
  blobs: BlobStore;
  jwtSecret: string;
}

/** `bucket` and `path` as the route captured them; empty when a route has none. */
export interface RouteParams {
  bucket: string;
  path: string;
}

export type RouteHandler = (request: StackRequest, params: RouteParams, context: StorageContext) => Promise<StackResponse>;
