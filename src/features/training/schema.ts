import { z } from 'zod';
import { MAX_SERIES_DAYS, seriesDates } from './training-series';
import { trainingMessages as t } from './messages';

const isoDate = (required: string) => z.string().trim().min(1, required).pipe(z.iso.date(t.dateInvalid));
/** An empty time is "no time"; otherwise HH:MM (the browser's time input). */
const optionalTime = z
  .string()
  .trim()
  .refine((value) => value === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(value), t.timeInvalid)
  .transform((value) => (value === '' ? null : value));
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, t.tooLong(max))
    .transform((value) => (value === '' ? null : value));
const title = z.string().trim().min(1, t.titleRequired).max(120, t.tooLong(120));

/** One training session, added or edited. */
export const ZTrainingSessionInput = z.object({
  title,
  session_date: isoDate(t.dateRequired),
  session_time: optionalTime,
  location: optionalText(200),
  description: optionalText(1000),
});
export type TTrainingSessionInput = z.output<typeof ZTrainingSessionInput>;
export type TTrainingSessionForm = z.input<typeof ZTrainingSessionInput>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A weekly series: the same rules generate_training_sessions enforces. */
export const ZTrainingSeriesInput = z
  .object({
    title,
    date_from: isoDate(t.dateRequired),
    date_to: isoDate(t.dateRequired),
    // The checkboxes give strings ('1' = Monday … '7' = Sunday); the RPC takes ISO weekday numbers.
    weekdays: z.array(z.string().regex(/^[1-7]$/, t.weekdaysRequired).transform(Number)).min(1, t.weekdaysRequired),
    session_time: optionalTime,
    location: optionalText(200),
  })
  .superRefine((series, context) => {
    const days = (Date.parse(series.date_to) - Date.parse(series.date_from)) / DAY_MS;
    if (days < 0) context.addIssue({ code: 'custom', path: ['date_to'], message: t.dateToBeforeFrom });
    else if (days > MAX_SERIES_DAYS) context.addIssue({ code: 'custom', path: ['date_to'], message: t.seriesTooLong });
  });
export type TTrainingSeriesInput = z.output<typeof ZTrainingSeriesInput>;
export type TTrainingSeriesForm = z.input<typeof ZTrainingSeriesInput>;

/** The dates a series form would create, for its preview; none while the form is invalid. */
export function previewSeriesDates(form: TTrainingSeriesForm): string[] {
  const parsed = ZTrainingSeriesInput.safeParse(form);
  return parsed.success ? seriesDates(parsed.data.date_from, parsed.data.date_to, parsed.data.weekdays) : [];
}

export const ZCancelTrainingInput = z.object({ reason: optionalText(500) });
export type TCancelTrainingInput = z.output<typeof ZCancelTrainingInput>;
