import type { Answer } from './kinds';

/** The page a reminder's answer links open (no sign-in: the token speaks for the account). */
export const ANSWER_PATH = '/odpoved';
/** The page an unsubscribe link opens; mail clients' one-click unsubscribe POSTs to the API route. */
export const UNSUBSCRIBE_PATH = '/odhlasit-emaily';
export const UNSUBSCRIBE_API_PATH = '/api/mailings/unsubscribe';

export function answerUrl(origin: string, token: string, answer: Answer): string {
  return `${origin}${ANSWER_PATH}?${new URLSearchParams({ t: token, a: answer })}`;
}

export function unsubscribeUrl(origin: string, token: string): string {
  return `${origin}${UNSUBSCRIBE_PATH}?${new URLSearchParams({ t: token })}`;
}

export function unsubscribeApiUrl(origin: string, token: string): string {
  return `${origin}${UNSUBSCRIBE_API_PATH}?${new URLSearchParams({ t: token })}`;
}
