/** An answer of our own /api routes that was not 2xx: the status and the route's Czech `{error}`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Calls one of the app's /api routes and returns its JSON, or throws an ApiError with its message. */
export async function fetchJson<T>(input: string, init?: RequestInit): Promise<T> {
  const response = await fetch(input, {
    ...init,
    headers: { 'content-type': 'application/json', ...init?.headers },
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string' ? body.error : response.statusText;
    throw new ApiError(response.status, message);
  }
  return body as T;
}
