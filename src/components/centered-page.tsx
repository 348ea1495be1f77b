import type { ReactNode } from 'react';

/** The narrow centred card of the sign-in pages; `top` is what stands above the title (the club's mark). */
export function CenteredPage({ title, top, children }: { title: string; top?: ReactNode; children: ReactNode }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-4">
      {top}
      <h1 className="text-2xl font-semibold">{title}</h1>
      <div className="w-full max-w-md">{children}</div>
    </main>
  );
}
