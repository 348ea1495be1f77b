// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signOutHere } from '../local-sign-out';
import { SessionListener } from './session-listener';

type Listener = (event: AuthChangeEvent, session: Session | null) => void;
const listeners: Listener[] = [];
const router = { replace: vi.fn(), refresh: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router }));
vi.mock('@/lib/supabase/load-client', () => ({
  loadSupabaseBrowserClient: () =>
    Promise.resolve({
    auth: {
      onAuthStateChange: (listener: Listener) => {
        listeners.push(listener);
        return { data: { subscription: { unsubscribe: () => listeners.splice(listeners.indexOf(listener), 1) } } };
      },
      getSession: () => Promise.resolve({ data: { session: null } }),
    },
  }),
}));

afterEach(() => {
  cleanup();
  router.replace.mockClear();
  router.refresh.mockClear();
});

const sessionOf = (userId: string) => ({ user: { id: userId } }) as Session;

async function listening(): Promise<Listener> {
  render(<SessionListener userId="user-1" signInPath="/login?tab=coach" />);
  await waitFor(() => expect(listeners).toHaveLength(1));
  return listeners[0]!;
}

describe('SessionListener', () => {
  it('a sign-out elsewhere sends the page to the sign-in page', async () => {
    (await listening())('SIGNED_OUT', null);
    expect(router.replace).toHaveBeenCalledWith('/login?tab=coach');
  });

  it("another account signed in elsewhere re-renders the page; the same account's refresh does not", async () => {
    const notify = await listening();
    notify('TOKEN_REFRESHED', sessionOf('user-1'));
    expect(router.refresh).not.toHaveBeenCalled();
    notify('SIGNED_IN', sessionOf('user-2'));
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });

  it("leaves this tab's own sign-out to its logout dialog", async () => {
    const notify = await listening();
    await signOutHere(() => Promise.resolve(notify('SIGNED_OUT', null)));
    expect(router.replace).not.toHaveBeenCalled();
  });
});
