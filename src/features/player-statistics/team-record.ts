/**
 * A team's season record from its results (completed matches only). A completed match
 * without both scores cannot be counted; it is skipped and reported, never fatal.
 */
export interface SeasonResult {
  match_id: string;
  date: string;
  team_id: string;
  team_name: string;
  opponent_name: string;
  goals_for: number | null;
  goals_against: number | null;
}

export interface ScoredMatch {
  matchId: string;
  date: string;
  opponent: string;
  goalsFor: number;
  goalsAgainst: number;
}

export interface TeamRecord {
  teamId: string;
  teamName: string;
  wins: number;
  draws: number;
  losses: number;
  goalsFor: number;
  goalsAgainst: number;
  /** Goals scored per counted match, rounded to one decimal; 0 without matches. */
  goalsPerMatch: number;
  /** Counted matches, oldest first (the chart's order). */
  matches: ScoredMatch[];
  /** Completed matches left out because a score is missing. */
  skipped: number;
}

/** One record per own-club team, in the order the teams first appear in the results. */
export function teamRecords(results: readonly SeasonResult[]): TeamRecord[] {
  const byTeam = new Map<string, TeamRecord>();
  for (const result of results) {
    const record = byTeam.get(result.team_id) ?? emptyRecord(result.team_id, result.team_name);
    byTeam.set(result.team_id, record);
    if (result.goals_for === null || result.goals_against === null) {
      record.skipped += 1;
      continue;
    }
    record.matches.push({
      matchId: result.match_id,
      date: result.date,
      opponent: result.opponent_name,
      goalsFor: result.goals_for,
      goalsAgainst: result.goals_against,
    });
  }
  return [...byTeam.values()].map(withTotals);
}

function emptyRecord(teamId: string, teamName: string): TeamRecord {
  return { teamId, teamName, wins: 0, draws: 0, losses: 0, goalsFor: 0, goalsAgainst: 0, goalsPerMatch: 0, matches: [], skipped: 0 };
}

function withTotals(record: TeamRecord): TeamRecord {
  const matches = [...record.matches].sort((a, b) => a.date.localeCompare(b.date));
  const goalsFor = matches.reduce((sum, match) => sum + match.goalsFor, 0);
  return {
    ...record,
    matches,
    wins: matches.filter((match) => match.goalsFor > match.goalsAgainst).length,
    draws: matches.filter((match) => match.goalsFor === match.goalsAgainst).length,
    losses: matches.filter((match) => match.goalsFor < match.goalsAgainst).length,
    goalsFor,
    goalsAgainst: matches.reduce((sum, match) => sum + match.goalsAgainst, 0),
    goalsPerMatch: matches.length === 0 ? 0 : Math.round((goalsFor / matches.length) * 10) / 10,
  };
}
