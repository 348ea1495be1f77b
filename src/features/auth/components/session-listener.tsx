'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { loadSupabaseBrowserClient } from '@/lib/supabase/load-client';
import { forgetSignOutHere, isSigningOutHere } from '../local-sign-out';

interface SessionListenerProps {
  /** The user the server rendered this portal for. */
  userId: string;
  /** Where a signed-out visitor of this portal signs in again. */
  signInPath: string;
}

/**
 * A portal page follows the session of its browser (sign-in/sign-out listener): a
 * sign-out in another tab sends this one to the sign-in page, and another account signed in there
 * re-renders it for that account. supabase-js tells every tab of a sign-out made in the browser;
 * a sign-out on the server (a cleared cookie) is noticed when the tab is shown again. A missing
 * session is simply being signed out, never an error.
 */
export function SessionListener({ userId, signInPath }: SessionListenerProps) {
  const router = useRouter();

  useEffect(() => {
    forgetSignOutHere();
    let isMounted = true;
    let unsubscribe: () => void = () => undefined;
    const leave = () => {
      if (isMounted && !isSigningOutHere()) router.replace(signInPath);
    };

    void loadSupabaseBrowserClient().then((client) => {
      if (!isMounted) return;
      const { data } = client.auth.onAuthStateChange((event, session) => {
        if (event === 'SIGNED_OUT' || !session) leave();
        else if (session.user.id !== userId) router.refresh();
      });
      unsubscribe = () => data.subscription.unsubscribe();
    });

    const checkWhenShown = () => {
      if (document.visibilityState !== 'visible') return;
      void loadSupabaseBrowserClient()
        .then((client) => client.auth.getSession())
        .then(({ data }) => {
          if (!data.session) leave();
        });
    };
    document.addEventListener('visibilitychange', checkWhenShown);

    return () => {
      isMounted = false;
      unsubscribe();
      document.removeEventListener('visibilitychange', checkWhenShown);
    };
  }, [router, signInPath, userId]);

  return null;
}
