import type { StandingRow } from '../../api';

/**
 * Spec §2 standings table: position, team, matches, W/D/L, score goals_for:goals_against,
 * points; W/D/L hide on small screens. The own club's row is emphasised. Prints as it reads.
 */
export function StandingsTable({ rows, ownClubId, caption }: { rows: StandingRow[]; ownClubId: string | null; caption?: string }) {
  if (rows.length === 0) return <p className="text-default-500">Tabulka zatím není k dispozici.</p>;
  const narrow = 'hidden px-2 py-2 text-center sm:table-cell print:table-cell';
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        {caption ? <caption className="mb-2 text-left font-semibold">{caption}</caption> : null}
        <thead className="border-b border-divider text-xs text-default-500">
          <tr>
            <th scope="col" className="px-2 py-2 text-left">
              #
            </th>
            <th scope="col" className="px-2 py-2 text-left">
              Tým
            </th>
            <th scope="col" className="px-2 py-2 text-center" title="Zápasy">
              Z
            </th>
            <th scope="col" className={narrow} title="Výhry">
              V
            </th>
            <th scope="col" className={narrow} title="Remízy">
              R
            </th>
            <th scope="col" className={narrow} title="Prohry">
              P
            </th>
            <th scope="col" className="px-2 py-2 text-center">
              Skóre
            </th>
            <th scope="col" className="px-2 py-2 text-center">
              Body
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const isOwn = row.club_id === ownClubId;
            return (
              <tr key={row.id} className={`border-b border-divider last:border-0 ${isOwn ? 'bg-primary-50 font-semibold dark:bg-primary-900/30' : ''}`}>
                <td className="px-2 py-2 tabular-nums">{row.position}.</td>
                <th scope="row" className="px-2 py-2 text-left font-[inherit]">
                  {row.team.name}
                </th>
                <td className="px-2 py-2 text-center tabular-nums">{row.matches}</td>
                <td className={`${narrow} tabular-nums`}>{row.wins}</td>
                <td className={`${narrow} tabular-nums`}>{row.draws}</td>
                <td className={`${narrow} tabular-nums`}>{row.losses}</td>
                <td className="px-2 py-2 text-center tabular-nums">
                  {row.goals_for}:{row.goals_against}
                </td>
                <td className="px-2 py-2 text-center font-semibold tabular-nums">{row.points}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
