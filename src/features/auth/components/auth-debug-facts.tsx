'use client';

import { useEffect, useId, useState } from 'react';
import { loadSupabaseBrowserClient } from '@/lib/supabase/load-client';
import { authDebugTexts, browserAuthFacts, type AuthDebugFact } from '../auth-debug';

/** One titled list of facts, label and value side by side (stacked on a phone). */
export function AuthDebugSection({ title, facts }: { title: string; facts: AuthDebugFact[] | null }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-large border border-divider bg-content1 p-4">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {facts ? (
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          {facts.map((fact) => (
            <div key={fact.label} className="contents">
              <dt className="text-default-600">{fact.label}</dt>
              <dd className="mb-2 break-all font-medium sm:mb-0">{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-default-600">{authDebugTexts.checking}</p>
      )}
    </section>
  );
}

/** The browser's side, read once the page is shown (the server cannot know it). */
export function BrowserAuthFacts({ serverUserId }: { serverUserId: string }) {
  const [facts, setFacts] = useState<AuthDebugFact[] | null>(null);
  useEffect(() => {
    let isMounted = true;
    void loadSupabaseBrowserClient()
      .then((client) => client.auth.getSession())
      .then(({ data }) => {
        if (isMounted) setFacts(browserAuthFacts(data.session, serverUserId));
      });
    return () => {
      isMounted = false;
    };
  }, [serverUserId]);
  return <AuthDebugSection title={authDebugTexts.browser} facts={facts} />;
}
