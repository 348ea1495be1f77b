import type { LineupSummary } from '../lineup-rules';
import { lineupFormTexts } from '../messages';

/**
 * The live NH rules summary of a sheet: counts, the broken rules, the recommendations,
 * and the database's refusal of the last save (its Czech message, shown on the sheet it concerns).
 */
export function LineupSummaryPanel({ summary, refusal }: { summary: LineupSummary; refusal: string | null }) {
  const counts = [
    { label: lineupFormTexts.goalkeepers, value: summary.goalkeepers },
    { label: lineupFormTexts.fieldPlayers, value: summary.fieldPlayers },
    { label: lineupFormTexts.total, value: summary.players },
    { label: lineupFormTexts.coachCount, value: summary.coaches },
  ];
  return (
    <section
      aria-label={lineupFormTexts.summary}
      className={`flex flex-col gap-2 rounded-medium border p-3 text-sm ${summary.isValid ? 'border-success-300 bg-success-50' : 'border-warning-300 bg-warning-50'}`}
    >
      <p className="font-medium">{summary.isValid ? lineupFormTexts.valid : lineupFormTexts.invalid}</p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
        {counts.map(({ label, value }) => (
          <div key={label} className="flex justify-between gap-2 sm:flex-col sm:justify-start">
            <dt className="text-default-600">{label}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {summary.errors.length > 0 ? (
        <ul className="list-inside list-disc text-danger-700">
          {summary.errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      {summary.warnings.length > 0 ? (
        <ul className="list-inside list-disc text-warning-700">
          {summary.warnings.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      {refusal ? (
        <p role="alert" className="rounded-small bg-danger-50 p-2 font-medium text-danger-700">
          {refusal}
        </p>
      ) : null}
    </section>
  );
}
