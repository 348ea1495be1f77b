/**
 * Storage answers errors as `{ statusCode, code, error, message }`. supabase-js before 2.110
 * (the last line that runs on Node 20) keeps `code` off its StorageApiError, so the clients of
 * the test stack record the last Storage error body, and `withWireCode(error)` puts that body's
 * `code` back beside the client's fields: the conformance tests still check what went over the wire.
 */
let lastErrorBody: { code?: unknown } | null = null;

export const recordingFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  const url = input instanceof Request ? input.url : String(input);
  if (!response.ok && url.includes('/storage/v1/')) {
    lastErrorBody = (await response
      .clone()
      .json()
      .catch(() => null)) as { code?: unknown } | null;
  }
  return response;
};

export function withWireCode(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return error;
  const { name, message, status, statusCode } = error as Record<string, unknown>;
  return { name, message, status, statusCode, code: lastErrorBody?.code };
}
