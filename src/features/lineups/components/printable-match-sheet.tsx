'use client';

import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import type { MatchSummary } from '@/features/matches/api/public';
import { toCoachRole, type MatchSheet } from '../api';
import { formatMatchLabel } from '../match-label';
import { COACH_ROLE_LABELS, lineupFormTexts, POSITION_LABELS, printTexts } from '../messages';
import { sheetFormValues } from '../sheet-form-values';
import './print-sheet.css';

const subscribeNever = () => () => {};

/**
 * The saved sheets of both teams as a clean page for window.print() ('Tisk'): portalled to
 * <body> so the print stylesheet can hide the whole portal shell around it.
 */
export function PrintableMatchSheet({ match, sheets }: { match: MatchSummary; sheets: MatchSheet[] }) {
  // The portal target exists only in the browser; the server renders nothing here.
  const isBrowser = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  if (!isBrowser) return null;
  return createPortal(
    <div className="lineup-print-sheet">
      <h1>{printTexts.sheetTitle}</h1>
      <p>
        {match.category.name} · {formatMatchLabel(match)}
        {match.venue ? ` · ${match.venue}` : ''}
      </p>
      {[match.home, match.away].map((team) => (
        <TeamSheet key={team.id} teamName={team.name} sheet={sheets.find((sheet) => sheet.team_id === team.id)} />
      ))}
    </div>,
    document.body,
  );
}

function TeamSheet({ teamName, sheet }: { teamName: string; sheet: MatchSheet | undefined }) {
  const { players } = sheetFormValues(sheet);
  return (
    <section>
      <h2>{teamName}</h2>
      {players.length === 0 ? (
        <p>{printTexts.noPlayers}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>{lineupFormTexts.jersey}</th>
              <th>{lineupFormTexts.player}</th>
              <th>{lineupFormTexts.position}</th>
              <th>{lineupFormTexts.captain}</th>
              <th>{lineupFormTexts.goals}</th>
              <th>{lineupFormTexts.yellowCards}</th>
              <th>{lineupFormTexts.red5}</th>
              <th>{lineupFormTexts.red10}</th>
              <th>{lineupFormTexts.redPersonal}</th>
            </tr>
          </thead>
          <tbody>
            {players.map((row) => (
              <tr key={row.key}>
                <td>{row.jersey_number}</td>
                <td>{row.player ? `${row.player.name} ${row.player.surname}` : ''}</td>
                <td>{row.position ? POSITION_LABELS[row.position] : ''}</td>
                <td>{row.is_captain ? 'K' : ''}</td>
                <td>{row.goals}</td>
                <td>{row.yellow_cards}</td>
                <td>{row.red_cards_5min}</td>
                <td>{row.red_cards_10min}</td>
                <td>{row.red_cards_personal}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {sheet && sheet.lineup_coaches.length > 0 ? (
        <p>
          {printTexts.coaches}:{' '}
          {sheet.lineup_coaches
            .map((coach) =>
              `${COACH_ROLE_LABELS[toCoachRole(coach.role)]} ${coach.member?.name ?? ''} ${coach.member?.surname ?? ''}`.trim(),
            )
            .join(', ')}
        </p>
      ) : null}
    </section>
  );
}
