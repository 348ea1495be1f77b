'use client';

import { Tab, Tabs } from '@heroui/react';
import { statisticsTexts } from '../messages';
import type { TeamRecord } from '../team-record';
import { GoalsChart } from './goals-chart';

/** The own club's team record(s) of the season; a category with a B team gets a tab per team. */
export function TeamRecords({ teams }: { teams: TeamRecord[] }) {
  if (teams.length <= 1) return teams[0] ? <TeamRecordCard team={teams[0]} /> : null;
  return (
    <Tabs aria-label={statisticsTexts.teamRecord} variant="underlined">
      {teams.map((team) => (
        <Tab key={team.teamId} title={team.teamName}>
          <TeamRecordCard team={team} />
        </Tab>
      ))}
    </Tabs>
  );
}

function TeamRecordCard({ team }: { team: TeamRecord }) {
  const headingId = `record-${team.teamId}`;
  const figures = [
    { label: statisticsTexts.wins, value: String(team.wins), tone: 'text-success' },
    { label: statisticsTexts.draws, value: String(team.draws), tone: 'text-warning' },
    { label: statisticsTexts.losses, value: String(team.losses), tone: 'text-danger' },
    { label: statisticsTexts.score, value: `${team.goalsFor}:${team.goalsAgainst}`, tone: '' },
    { label: statisticsTexts.goalsPerMatch, value: team.goalsPerMatch.toLocaleString('cs-CZ'), tone: '' },
  ];
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-large bg-content1 p-4 shadow-small">
      <h2 id={headingId} className="text-lg font-semibold">
        {statisticsTexts.teamRecord} – {team.teamName}
      </h2>
      <dl className="grid grid-cols-3 gap-2 sm:grid-cols-5 sm:gap-3">
        {figures.map((figure) => (
          <div key={figure.label} className="flex flex-col rounded-medium bg-default-100 p-3">
            <dt className="text-xs text-default-600">{figure.label}</dt>
            <dd className={`text-xl font-semibold tabular-nums sm:text-2xl ${figure.tone}`}>{figure.value}</dd>
          </div>
        ))}
      </dl>
      {team.matches.length > 0 ? <GoalsChart team={team} /> : null}
    </section>
  );
}
