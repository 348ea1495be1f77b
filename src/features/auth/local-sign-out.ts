/**
 * Whether this tab is ending the session itself. Its own logout dialog shows the steps and then
 * leaves, so the session listener must not cut it short; a sign-out from another tab
 * has no dialog here and the listener leaves at once.
 */
let signingOutHere = false;

export function isSigningOutHere(): boolean {
  return signingOutHere;
}

/** A portal shown again (after a new sign-in in this tab) starts with no sign-out of its own. */
export function forgetSignOutHere(): void {
  signingOutHere = false;
}

/** Runs this tab's own sign-out, marked for its duration; a failed one clears the mark. */
export async function signOutHere(signOut: () => Promise<void>): Promise<void> {
  signingOutHere = true;
  try {
    await signOut();
  } catch (error) {
    signingOutHere = false;
    throw error;
  }
}
