/**
 * A fetch response's JSON body typed as the test expects it. The body is read as `unknown`
 * and only named here; the test's assertions are what check its shape.
 */
export async function readJson<T>(response: Response): Promise<T> {
  const body: unknown = await response.json();
  return body as T;
}
