import 'server-only';
import { NextResponse } from 'next/server';
import { classifyError } from '@/lib/errors';

/** Route handlers answer `{data}` or `{error}` (spec §7) with a status that says what went wrong. */
export function ok<T>(data: T, status = 200): NextResponse {
  return NextResponse.json({ data }, { status });
}

export function fail(status: number, error: string): NextResponse {
  return NextResponse.json({ error }, { status });
}

/** A spec §7 route that answers the value itself (an array, `{users, …}`), not `{data}`. */
export function respondWith<T>(value: T, status = 200): NextResponse {
  return NextResponse.json(value, { status });
}

/** Any thrown error as a response: classified Czech message, never the internal text. */
export function failFromError(error: unknown): NextResponse {
  const classified = classifyError(error);
  const status = classified.code === '42501' ? 403 : classified.kind === 'validation' ? 400 : 500;
  if (status === 500) console.error(error);
  return fail(status, classified.message);
}
