'use client';

import { useState } from 'react';
import { statisticsTexts } from '../messages';
import type { TPlayerStatisticsRow } from '../schema';
import { comparePlayersBy, type PlayerSortColumn, type PlayerSort } from '../player-sort';

const FIGURE_COLUMNS: readonly Exclude<PlayerSortColumn, 'player'>[] = ['matches', 'goals', 'yellow', 'red5', 'red10', 'redPersonal', 'totalCards'];

/** Player statistics: sortable by any column; short headers keep all columns readable at 390 px. */
export function PlayersTable({ players }: { players: TPlayerStatisticsRow[] }) {
  const [sort, setSort] = useState<PlayerSort>({ column: 'goals', direction: 'desc' });
  const sorted = [...players].sort(comparePlayersBy(sort));

  const toggle = (column: PlayerSortColumn) =>
    setSort((current) =>
      current.column === column
        ? { column, direction: current.direction === 'desc' ? 'asc' : 'desc' }
        : { column, direction: column === 'player' ? 'asc' : 'desc' },
    );

  return (
    <section aria-labelledby="players-heading" className="flex flex-col gap-2">
      <h2 id="players-heading" className="text-lg font-semibold">
        {statisticsTexts.players}
      </h2>
      <div className="overflow-x-auto rounded-large bg-content1 shadow-small">
        <table className="w-full text-sm tabular-nums">
          <caption className="sr-only">{statisticsTexts.playersCaption}</caption>
          <thead className="bg-default-100 text-xs text-default-600">
            <tr>
              <SortHeader column="player" sort={sort} onSort={toggle} className="text-left" />
              {FIGURE_COLUMNS.map((column) => (
                <SortHeader key={column} column={column} sort={sort} onSort={toggle} className="text-right" />
              ))}
            </tr>
          </thead>
          <tbody>
            {sorted.map((player) => (
              <tr key={player.id} className="border-t border-divider">
                <th scope="row" className="px-2 py-2 text-left font-medium">
                  {player.jersey_number !== null ? <span className="mr-1 text-default-500">#{player.jersey_number}</span> : null}
                  {player.surname} {player.name}
                </th>
                <Figure value={player.matches_played} />
                <Figure value={player.goals} strong />
                <Figure value={player.yellow_cards} />
                <Figure value={player.red_cards_5min} />
                <Figure value={player.red_cards_10min} />
                <Figure value={player.red_cards_personal} />
                <Figure value={player.total_cards} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-default-500">
        {FIGURE_COLUMNS.map((column) => `${statisticsTexts.columnsShort[column]} – ${statisticsTexts.columns[column].toLowerCase()}`).join(', ')}
      </p>
    </section>
  );
}

function Figure({ value, strong = false }: { value: number; strong?: boolean }) {
  return <td className={`px-2 py-2 text-right ${strong ? 'font-semibold' : ''}`}>{value}</td>;
}

interface SortHeaderProps {
  column: PlayerSortColumn;
  sort: PlayerSort;
  onSort: (column: PlayerSortColumn) => void;
  className: string;
}

function SortHeader({ column, sort, onSort, className }: SortHeaderProps) {
  const isSorted = sort.column === column;
  const label = column === 'player' ? statisticsTexts.columns.player : statisticsTexts.columnsShort[column];
  return (
    <th scope="col" aria-sort={isSorted ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'} className={`px-1 py-1 ${className}`}>
      <button
        type="button"
        onClick={() => onSort(column)}
        title={statisticsTexts.columns[column]}
        aria-label={statisticsTexts.columns[column]}
        className="rounded-small px-1 py-1 font-semibold hover:bg-default-200 focus-visible:outline-2 focus-visible:outline-primary"
      >
        {label}
        <span aria-hidden className="ml-0.5 inline-block w-2">
          {isSorted ? (sort.direction === 'asc' ? '▲' : '▼') : ''}
        </span>
      </button>
    </th>
  );
}
