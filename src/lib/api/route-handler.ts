import 'server-only';
import { NextResponse } from 'next/server';
import type { z } from 'zod';
import { classifyError } from '@/lib/errors';
import { commonMessages } from '@/lib/messages';
import '@/lib/zod-locale';

/** Route handlers answer `{data}` or `{error}` (spec §7) with a status that says what went wrong. */
export function ok<T>(data: T, status = 200): NextResponse {
  return NextResponse.json({ data }, { status });
}

export function fail(status: number, error: string): NextResponse {
  return NextResponse.json({ error }, { status });
}

/** Parses a JSON body with the input's zod schema; a 400 with the first Czech message otherwise. */
export async function parseJsonBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<{ data: z.infer<Schema> } | { response: NextResponse }> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return { response: fail(400, commonMessages.invalidInput) };
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) return { response: fail(400, parsed.error.issues[0]?.message ?? commonMessages.invalidInput) };
  return { data: parsed.data };
}

/** Any thrown error as a response: classified Czech message, never the internal text. */
export function failFromError(error: unknown): NextResponse {
  const classified = classifyError(error);
  const status = classified.code === '42501' ? 403 : classified.kind === 'validation' ? 400 : 500;
  if (status === 500) console.error(error);
  return fail(status, classified.message);
}
