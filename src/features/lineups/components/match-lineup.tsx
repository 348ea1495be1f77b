import { COACH_ROLE_LABELS, matchLineupTexts } from '../messages';
import type { PublicLineup } from '../api';

/** A stored role the labels don't name is shown as stored. */
const ROLE_LABELS: Readonly<Record<string, string>> = COACH_ROLE_LABELS;

/** One team's recorded lineup: goalkeepers first, then by jersey number; goals and captain. */
export function MatchLineup({ teamName, lineup }: { teamName: string; lineup: PublicLineup | undefined }) {
  return (
    <section aria-label={matchLineupTexts.label(teamName)} className="flex flex-col gap-2">
      <h3 className="font-semibold">{teamName}</h3>
      {!lineup || lineup.lineup_players.length === 0 ? (
        <p className="text-sm text-default-500">{matchLineupTexts.empty}</p>
      ) : (
        <>
          <ol className="flex flex-col text-sm">
            {[...lineup.lineup_players]
              .sort((a, b) => Number(b.position === 'goalkeeper') - Number(a.position === 'goalkeeper') || (a.jersey_number ?? 99) - (b.jersey_number ?? 99))
              .map((player, index) => (
                <li key={`${player.jersey_number ?? ''}-${index}`} className="flex items-center gap-2 border-b border-divider py-1 last:border-0">
                  <span className="w-6 text-right tabular-nums text-default-500">{player.jersey_number ?? ''}</span>
                  <span className="flex-1">
                    {personName(player.member ?? player.external)}
                    {player.is_captain ? <abbr title={matchLineupTexts.captain}> {matchLineupTexts.captainMark}</abbr> : null}
                    {player.position === 'goalkeeper' ? <span className="text-default-500"> – {matchLineupTexts.goalkeeper}</span> : null}
                  </span>
                  {player.goals > 0 ? <span className="tabular-nums text-default-600">{matchLineupTexts.goals(player.goals)}</span> : null}
                </li>
              ))}
          </ol>
          {lineup.lineup_coaches.length > 0 ? (
            <p className="text-xs text-default-500">
              {lineup.lineup_coaches.map((coach) => `${ROLE_LABELS[coach.role] ?? coach.role}: ${personName(coach.member)}`).join(' · ')}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

/** A sheet row names a club member or an opponent's external player (either through a public view). */
function personName(person: { name: string | null; surname: string | null } | null): string {
  return person?.name && person.surname ? `${person.name} ${person.surname}` : matchLineupTexts.unknownMember;
}
