import { json, type StackRequest, type StackResponse } from '../http/types';
import {
  createBucketRoute,
  deleteBucketRoute,
  emptyBucketRoute,
  getBucketRoute,
  listBucketsRoute,
  updateBucketRoute,
} from './bucket-routes';
import type { RouteHandler, StorageContext } from './context';
import {
  downloadObjectRoute,
  downloadPublicObjectRoute,
  downloadSignedObjectRoute,
  objectInfoRoute,
  publicObjectInfoRoute,
} from './download-routes';
import { renderAnyError } from './errors';
import { copyObjectRoute, moveObjectRoute } from './move-copy-routes';
import { listObjectsRoute, listObjectsV2Route, removeObjectRoute, removeObjectsRoute } from './object-routes';
import { createSignedUrlRoute, createSignedUrlsRoute } from './signed-url-routes';
import { createSignedUploadUrlRoute, uploadObjectRoute, uploadToSignedUrlRoute } from './upload-routes';

interface Route {
  methods: readonly string[];
  /** Capture groups, in order: bucket, then object path. */
  pattern: RegExp;
  handler: RouteHandler;
}

const READ = ['GET', 'HEAD'] as const;
const BUCKET = '([^/]+)';
const OBJECT = '([^/]+)/(.+)';

/** Static segments first, as Storage's router prefers them: a bucket may be named `public`. */
const ROUTES: Route[] = [
  { methods: ['GET'], pattern: /^\/bucket\/?$/, handler: listBucketsRoute },
  { methods: ['POST'], pattern: /^\/bucket\/?$/, handler: createBucketRoute },
  { methods: ['POST'], pattern: new RegExp(`^/bucket/${BUCKET}/empty$`), handler: emptyBucketRoute },
  { methods: ['GET'], pattern: new RegExp(`^/bucket/${BUCKET}$`), handler: getBucketRoute },
  { methods: ['PUT'], pattern: new RegExp(`^/bucket/${BUCKET}$`), handler: updateBucketRoute },
  { methods: ['DELETE'], pattern: new RegExp(`^/bucket/${BUCKET}$`), handler: deleteBucketRoute },
  { methods: ['POST'], pattern: new RegExp(`^/object/list/${BUCKET}$`), handler: listObjectsRoute },
  { methods: ['POST'], pattern: new RegExp(`^/object/list-v2/${BUCKET}$`), handler: listObjectsV2Route },
  { methods: ['POST'], pattern: /^\/object\/move$/, handler: moveObjectRoute },
  { methods: ['POST'], pattern: /^\/object\/copy$/, handler: copyObjectRoute },
  { methods: ['POST'], pattern: new RegExp(`^/object/sign/${BUCKET}$`), handler: createSignedUrlsRoute },
  { methods: ['POST'], pattern: new RegExp(`^/object/sign/${OBJECT}$`), handler: createSignedUrlRoute },
  { methods: READ, pattern: new RegExp(`^/object/sign/${OBJECT}$`), handler: downloadSignedObjectRoute },
  { methods: ['POST'], pattern: new RegExp(`^/object/upload/sign/${OBJECT}$`), handler: createSignedUploadUrlRoute },
  { methods: ['PUT'], pattern: new RegExp(`^/object/upload/sign/${OBJECT}$`), handler: uploadToSignedUrlRoute },
  { methods: READ, pattern: new RegExp(`^/object/public/${OBJECT}$`), handler: downloadPublicObjectRoute },
  { methods: READ, pattern: new RegExp(`^/object/authenticated/${OBJECT}$`), handler: downloadObjectRoute },
  { methods: ['GET'], pattern: new RegExp(`^/object/info/public/${OBJECT}$`), handler: publicObjectInfoRoute },
  { methods: ['GET'], pattern: new RegExp(`^/object/info/authenticated/${OBJECT}$`), handler: objectInfoRoute },
  { methods: ['GET'], pattern: new RegExp(`^/object/info/${OBJECT}$`), handler: objectInfoRoute },
  { methods: ['DELETE'], pattern: new RegExp(`^/object/${BUCKET}$`), handler: removeObjectsRoute },
  { methods: ['DELETE'], pattern: new RegExp(`^/object/${OBJECT}$`), handler: removeObjectRoute },
  { methods: ['POST', 'PUT'], pattern: new RegExp(`^/object/${OBJECT}$`), handler: uploadObjectRoute },
  { methods: READ, pattern: new RegExp(`^/object/${OBJECT}$`), handler: downloadObjectRoute },
];

export async function routeStorageRequest(request: StackRequest, context: StorageContext): Promise<StackResponse> {
  for (const route of ROUTES) {
    if (!route.methods.includes(request.method)) continue;
    const match = route.pattern.exec(request.path);
    if (!match) continue;
    try {
      return await route.handler(request, { bucket: match[1] ?? '', path: match[2] ?? '' }, context);
    } catch (error) {
      return renderAnyError(error);
    }
  }
  return json(404, {
    statusCode: '404',
    error: 'Not Found',
    message: `Route ${request.method}:${request.path} not found`,
  });
}
