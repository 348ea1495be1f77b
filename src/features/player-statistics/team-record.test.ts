import { describe, expect, it } from 'vitest';
import { teamRecords, type SeasonResult } from './team-record';

const result = (date: string, goalsFor: number | null, goalsAgainst: number | null, team = 'A'): SeasonResult => ({
  match_id: `${team}-${date}`,
  date,
  team_id: team,
  team_name: `Svinov ${team}`,
  opponent_name: 'Poruba',
  goals_for: goalsFor,
  goals_against: goalsAgainst,
});

describe('teamRecords', () => {
  it('no results, no teams', () => {
    expect(teamRecords([])).toEqual([]);
  });

  it('counts wins, draws, losses and goals; matches oldest first', () => {
    const [record] = teamRecords([result('2026-10-03', 20, 18), result('2026-09-05', 15, 15), result('2026-09-12', 12, 17)]);
    expect(record).toMatchObject({ teamName: 'Svinov A', wins: 1, draws: 1, losses: 1, goalsFor: 47, goalsAgainst: 50, goalsPerMatch: 15.7, skipped: 0 });
    expect(record?.matches.map((match) => match.date)).toEqual(['2026-09-05', '2026-09-12', '2026-10-03']);
  });

  it('skips a completed match without a score instead of failing', () => {
    const [record] = teamRecords([result('2026-09-05', 20, 10), result('2026-09-12', null, 14), result('2026-09-19', 9, null)]);
    expect(record).toMatchObject({ wins: 1, draws: 0, losses: 0, goalsFor: 20, goalsAgainst: 10, goalsPerMatch: 20, skipped: 2 });
  });

  it('a team with only unscored matches has a zero record, not a division by zero', () => {
    expect(teamRecords([result('2026-09-05', null, null)])[0]).toMatchObject({ goalsPerMatch: 0, matches: [], skipped: 1 });
  });

  it('keeps each own-club team apart', () => {
    const records = teamRecords([result('2026-09-05', 20, 10, 'A'), result('2026-09-05', 10, 20, 'B')]);
    expect(records.map((record) => [record.teamName, record.wins, record.losses])).toEqual([
      ['Svinov A', 1, 0],
      ['Svinov B', 0, 1],
    ]);
  });
});
