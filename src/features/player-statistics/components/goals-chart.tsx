import { useId } from 'react';
import { formatDate } from '@/lib/format';
import { statisticsTexts } from '../messages';
import type { TeamRecord } from '../team-record';

// A fixed drawing area the SVG scales to the screen's width: a season of 8 or 30 matches fills it.
const WIDTH = 600;
const HEIGHT = 180;
const AXIS = 24;
const MAX_BAR = 22;

/**
 * Goals scored and conceded per match over the season, as paired bars (hand-written SVG, no chart
 * library). The SVG carries a title and description; the same numbers are in a table below it.
 */
export function GoalsChart({ team }: { team: TeamRecord }) {
  const id = useId();
  const top = Math.max(1, ...team.matches.flatMap((match) => [match.goalsFor, match.goalsAgainst]));
  const slot = (WIDTH - AXIS) / team.matches.length;
  const bar = Math.min(MAX_BAR, slot * 0.38);
  const scale = (goals: number) => (goals / top) * (HEIGHT - 16);

  return (
    <figure className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-4 text-xs text-default-600">
        <Legend className="bg-primary" label={statisticsTexts.scored} />
        <Legend className="bg-danger-300" label={statisticsTexts.conceded} />
      </div>
      <div className="max-w-3xl">
        <svg role="img" aria-labelledby={`${id}-title ${id}-desc`} viewBox={`0 0 ${WIDTH} ${HEIGHT + 4}`} className="h-auto w-full">
          <title id={`${id}-title`}>{statisticsTexts.chartTitle(team.teamName)}</title>
          <desc id={`${id}-desc`}>{statisticsTexts.chartDescription}</desc>
          <line x1={AXIS - 4} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="stroke-default-300" />
          <text x={0} y={HEIGHT - scale(top) + 4} className="fill-default-500 text-[12px]">
            {top}
          </text>
          {team.matches.map((match, index) => {
            // The pair of bars sits in the middle of its match's slot.
            const x = AXIS + index * slot + slot / 2 - bar;
            return (
              <g key={match.matchId}>
                <rect x={x} y={HEIGHT - scale(match.goalsFor)} width={bar} height={scale(match.goalsFor)} rx={2} className="fill-primary" />
                <rect
                  x={x + bar}
                  y={HEIGHT - scale(match.goalsAgainst)}
                  width={bar}
                  height={scale(match.goalsAgainst)}
                  rx={2}
                  className="fill-danger-300"
                />
              </g>
            );
          })}
        </svg>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-default-600">{statisticsTexts.chartTable}</summary>
        <table className="mt-2 w-full tabular-nums">
          <thead className="text-left text-xs text-default-600">
            <tr>
              <th scope="col">{statisticsTexts.date}</th>
              <th scope="col">{statisticsTexts.opponent}</th>
              <th scope="col" className="text-right">
                {statisticsTexts.scored}
              </th>
              <th scope="col" className="text-right">
                {statisticsTexts.conceded}
              </th>
            </tr>
          </thead>
          <tbody>
            {team.matches.map((match) => (
              <tr key={match.matchId} className="border-t border-divider">
                <td>{formatDate(match.date)}</td>
                <td>{match.opponent}</td>
                <td className="text-right">{match.goalsFor}</td>
                <td className="text-right">{match.goalsAgainst}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

function Legend({ className, label }: { className: string; label: string }) {
  return (
    <span className="flex items-center gap-1">
      <span aria-hidden className={`inline-block h-3 w-3 rounded-sm ${className}`} />
      {label}
    </span>
  );
}
