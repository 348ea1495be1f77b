import { randomUUID } from 'node:crypto';
import { json } from '../http/types';
import { resolveCaller, signUrlToken, verifyUrlToken } from './caller';
import type { RouteHandler } from './context';
import { assertValidKey, SIGNED_UPLOAD_EXPIRY_SECONDS } from './limits';
import type { ObjectWrite } from './objects-db';
import { readUploadBody } from './upload-body';
import { assertCanUpload, uploadObject } from './upload-object';

/** POST uploads (`x-upsert` decides); PUT is `update()`, which Storage treats as an upsert. */
export const uploadObjectRoute: RouteHandler = async (request, params, context) => {
  const caller = await resolveCaller(request, context.jwtSecret);
  const row = await uploadObject(context, {
    bucketId: params.bucket,
    name: params.path,
    owner: caller.owner,
    isUpsert: request.method === 'PUT' || request.headers['x-upsert'] === 'true',
    caller: caller.context,
    body: await readUploadBody(request),
  });
  return json(200, { Id: row.id, Key: `${params.bucket}/${params.path}` });
};

/** The caller's INSERT (or upsert) rights are asked now; the later PUT runs on the token alone. */
export const createSignedUploadUrlRoute: RouteHandler = async (request, params, context) => {
  const caller = await resolveCaller(request, context.jwtSecret);
  assertValidKey(params.path);
  const isUpsert = request.headers['x-upsert'] === 'true';
  const write: ObjectWrite = {
    bucketId: params.bucket,
    name: params.path,
    owner: caller.owner,
    version: randomUUID(),
    metadata: null,
    userMetadata: null,
  };
  await assertCanUpload(context, caller.context, write, isUpsert);
  const url = `${params.bucket}/${params.path}`;
  const token = await signUrlToken(
    { url, scope: 'upload', owner: caller.owner ?? undefined, upsert: isUpsert },
    SIGNED_UPLOAD_EXPIRY_SECONDS,
    context.jwtSecret,
  );
  return json(200, { url: `/object/upload/sign/${url}?token=${token}`, token });
};

export const uploadToSignedUrlRoute: RouteHandler = async (request, params, context) => {
  const token = await verifyUrlToken(
    request.query.get('token'),
    `${params.bucket}/${params.path}`,
    'upload',
    context.jwtSecret,
  );
  const row = await uploadObject(context, {
    bucketId: params.bucket,
    name: params.path,
    owner: token.owner ?? null,
    isUpsert: token.upsert === true,
    caller: null,
    body: await readUploadBody(request),
  });
  return json(200, { Id: row.id, Key: `${params.bucket}/${params.path}` });
};
