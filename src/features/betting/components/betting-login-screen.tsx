import Link from 'next/link';
import type { ReactNode } from 'react';
import { bettingFeatureBlocks, bettingLoginMessages } from '../messages';
import { BettingLoginForm } from './betting-login-form';
import { featureIcons } from './feature-icons';
import { ResponsibleGamingNotice } from './responsible-gaming-notice';

/**
 * Betting: the game's own sign-in with what it offers and the responsible-gaming notice;
 * `header` names the club and leads back to its site.
 */
export function BettingLoginScreen({ header }: { header: ReactNode }) {
  return (
    <main className="mx-auto grid min-h-screen max-w-5xl items-center gap-8 p-4 py-10 lg:grid-cols-2 lg:gap-12">
      <section className="flex flex-col gap-6">
        {header}
        <div>
          <h1 className="text-3xl font-bold">{bettingLoginMessages.title}</h1>
          <p className="mt-2 text-default-600">{bettingLoginMessages.subtitle}</p>
        </div>
        <ul className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1">
          {bettingFeatureBlocks.map((block) => (
            <li key={block.key} className="flex gap-3 rounded-large border border-divider bg-content1 p-4">
              <span className="text-primary">{featureIcons[block.key]}</span>
              <div>
                <h2 className="font-semibold">{block.title}</h2>
                <p className="text-sm text-default-600">{block.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section
        aria-label={bettingLoginMessages.submit}
        className="flex flex-col gap-4 rounded-large border border-divider bg-content1 p-6 shadow-small"
      >
        <BettingLoginForm />
        <ResponsibleGamingNotice />
        <Link href="/login" className="self-center text-sm text-primary hover:underline">
          {bettingLoginMessages.staffLogin}
        </Link>
      </section>
    </main>
  );
}
