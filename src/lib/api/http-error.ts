/** A handler's deliberate answer other than success: the status and the Czech message the caller sees. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
