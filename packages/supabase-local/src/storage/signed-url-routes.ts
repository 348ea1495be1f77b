import { json } from '../http/types';
import { resolveCaller, signUrlToken } from './caller';
import type { RouteHandler } from './context';
import { readJsonBody } from './json-body';
import { storageErrors } from './errors';
import { findObject, findObjectNames } from './objects-db';
import { readAsCaller } from './sql';

function readExpiresIn(body: Record<string, unknown>): number {
  const expiresIn = body['expiresIn'];
  if (typeof expiresIn !== 'number' || !Number.isFinite(expiresIn) || expiresIn < 1) {
    throw storageErrors.invalidParameter('expiresIn', 'expiresIn must be a positive number of seconds');
  }
  return expiresIn;
}

/** Signing needs the caller's SELECT on the object; the URL then works without any key. */
export const createSignedUrlRoute: RouteHandler = async (request, params, context) => {
  const caller = await resolveCaller(request, context.jwtSecret);
  const expiresIn = readExpiresIn(readJsonBody(request));
  const object = await readAsCaller(context.db, caller.context, (session) =>
    findObject(session, params.bucket, params.path),
  );
  if (!object) throw storageErrors.noSuchKey();
  const url = `${params.bucket}/${params.path}`;
  const token = await signUrlToken({ url, scope: 'download' }, expiresIn, context.jwtSecret);
  return json(200, { signedURL: `/object/sign/${url}?token=${token}` });
};

/** Batch form: one entry per path, an error text where the caller cannot see the object. */
export const createSignedUrlsRoute: RouteHandler = async (request, params, context) => {
  const caller = await resolveCaller(request, context.jwtSecret);
  const body = readJsonBody(request);
  const expiresIn = readExpiresIn(body);
  const paths = body['paths'];
  if (!Array.isArray(paths) || !paths.every((path): path is string => typeof path === 'string')) {
    throw storageErrors.missingParameter('paths');
  }
  const visible = await readAsCaller(context.db, caller.context, (session) =>
    findObjectNames(session, params.bucket, paths),
  );
  const entries = await Promise.all(
    paths.map(async (path) => {
      if (!visible.has(path)) {
        return { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null };
      }
      const url = `${params.bucket}/${path}`;
      const token = await signUrlToken({ url, scope: 'download' }, expiresIn, context.jwtSecret);
      return { error: null, path, signedURL: `/object/sign/${url}?token=${token}` };
    }),
  );
  return json(200, entries);
};
