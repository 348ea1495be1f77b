import { rulesMessages } from '../messages';
import { ResponsibleGamingNotice } from './responsible-gaming-notice';

/** How odds, settlement and void bets work, in the words of place_bet and settle_bet. */
export function BettingRules() {
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-semibold">{rulesMessages.heading}</h1>
      {rulesMessages.sections.map((section) => (
        <section key={section.title}>
          <h2 className="text-lg font-semibold">{section.title}</h2>
          <p className="text-default-700">{section.text}</p>
        </section>
      ))}
      <ResponsibleGamingNotice />
    </article>
  );
}
