import { statisticsTexts } from '../messages';
import type { TPlayerStatisticsRow } from '../schema';
import { redCards, topRedCards, topScorers, topYellowCards } from '../statistics-ordering';

/** Top-5 scorers, yellow cards and red cards (all types), side by side from 640 px. */
export function TopLists({ players }: { players: TPlayerStatisticsRow[] }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      <TopList id="top-scorers" title={statisticsTexts.topScorers} players={topScorers(players)} figure={(player) => statisticsTexts.goalsUnit(player.goals)} />
      <TopList id="top-yellow" title={statisticsTexts.topYellow} players={topYellowCards(players)} figure={(player) => statisticsTexts.cardsUnit(player.yellow_cards)} />
      <TopList id="top-red" title={statisticsTexts.topRed} players={topRedCards(players)} figure={(player) => statisticsTexts.cardsUnit(redCards(player))} />
    </div>
  );
}

interface TopListProps {
  id: string;
  title: string;
  players: TPlayerStatisticsRow[];
  figure: (player: TPlayerStatisticsRow) => string;
}

function TopList({ id, title, players, figure }: TopListProps) {
  return (
    <section aria-labelledby={id} className="rounded-large bg-content1 p-4 shadow-small">
      <h2 id={id} className="mb-2 font-semibold">
        {title}
      </h2>
      {players.length === 0 ? (
        <p className="text-sm text-default-500">{statisticsTexts.emptyTop}</p>
      ) : (
        <ol className="flex flex-col gap-1 text-sm">
          {players.map((player, index) => (
            <li key={player.id} className="flex items-baseline justify-between gap-2">
              <span className="min-w-0 truncate">
                <span className="mr-2 text-default-500">{index + 1}.</span>
                {player.name} {player.surname}
              </span>
              <span className="shrink-0 font-medium tabular-nums">{figure(player)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
