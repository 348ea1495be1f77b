import 'server-only';
import { NextResponse } from 'next/server';
import { classifyError } from '@/lib/errors';
import { errorStatus } from './error-status';

/** Route handlers answer `{data}` or `{error}` with a status that says what went wrong. */
export function ok<T>(data: T, status = 200): NextResponse {
  return NextResponse.json({ data }, { status });
}

export function fail(status: number, error: string): NextResponse {
  return NextResponse.json({ error }, { status });
}

/** A route that answers the value itself (an array, `{users, …}`), not `{data}`. */
export function respondWith<T>(value: T, status = 200): NextResponse {
  return NextResponse.json(value, { status });
}

/**
 * Any thrown error as a response: a 4xx with the classified Czech message when the caller caused
 * it, else a 500 with `failure` (the route's own message) or the classified one. Never the
 * internal text.
 */
export function failFromError(error: unknown, failure?: string): NextResponse {
  const classified = classifyError(error);
  const status = errorStatus(error, classified);
  if (status < 500) return fail(status, classified.message);
  console.error(error);
  return fail(status, failure ?? classified.message);
}
