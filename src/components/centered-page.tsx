import type { ReactNode } from 'react';

/** The narrow centred card of the sign-in pages. */
export function CenteredPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-4">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <div className="w-full max-w-md">{children}</div>
    </main>
  );
}
