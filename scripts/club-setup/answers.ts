import { z } from 'zod';

/**
 * The answers the first day needs, checked before anything touches the project. Dates are
 * written as a Czech reader writes them (1. 9. 2026) or as ISO (2026-09-01); both become ISO.
 */
const CZECH_DATE = /^(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})$/;

function isoDate(value: string): string {
  const czech = CZECH_DATE.exec(value.trim());
  if (!czech) return value.trim();
  const [, day = '', month = '', year = ''] = czech;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

const ZDate = (label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? isoDate(value) : value),
    z.iso.date({ error: `${label}: zadejte platné datum, např. 1. 9. 2026 nebo 2026-09-01` }),
  );

const ZText = (label: string, max: number) =>
  z
    .string({ error: `Zadejte ${label}` })
    .trim()
    .min(1, `Zadejte ${label}`)
    .max(max, `${label.charAt(0).toUpperCase()}${label.slice(1)} může mít nejvýše ${max} znaků`);

export const ZClubAnswers = z
  .object({
    clubName: ZText('název klubu', 100),
    shortName: ZText('krátký název klubu', 40),
    logoFile: z.string().trim().min(1).optional(),
    seasonStart: ZDate('Začátek sezóny'),
    seasonEnd: ZDate('Konec sezóny'),
    seasonName: z.string().trim().max(40, 'Název sezóny může mít nejvýše 40 znaků').optional(),
    adminEmail: z
      .string({ error: 'Zadejte e-mail prvního administrátora' })
      .trim()
      .toLowerCase()
      .pipe(z.email('E-mail prvního administrátora není platná e-mailová adresa')),
  })
  .refine((answers) => answers.seasonEnd > answers.seasonStart, { message: 'Konec sezóny musí být po jejím začátku', path: ['seasonEnd'] })
  .transform(({ seasonName, ...answers }) => ({
    ...answers,
    // A season is named by its years, 2026/2027, as the club's lists show it.
    seasonName: seasonName || `${answers.seasonStart.slice(0, 4)}/${answers.seasonEnd.slice(0, 4)}`,
  }));

export type ClubAnswers = z.output<typeof ZClubAnswers>;
export type RawAnswers = Partial<Record<keyof z.input<typeof ZClubAnswers>, string>>;

/** Where the setup reaches the project: its API, the service key, and the site the invite leads to. */
export const ZProjectEnv = z.object({
  supabaseUrl: z.url('Nastavte NEXT_PUBLIC_SUPABASE_URL (nebo SUPABASE_URL) na adresu projektu Supabase'),
  serviceRoleKey: z.string('Nastavte SUPABASE_SERVICE_ROLE_KEY (klíč service_role projektu)').min(20, 'Nastavte SUPABASE_SERVICE_ROLE_KEY (klíč service_role projektu)'),
  siteUrl: z.url('Nastavte NEXT_PUBLIC_SITE_URL na adresu webu klubu (na ni vede odkaz v pozvánce)'),
});

export type ProjectEnv = z.output<typeof ZProjectEnv>;

export function readProjectEnv(env: Record<string, string | undefined>): z.ZodSafeParseResult<ProjectEnv> {
  return ZProjectEnv.safeParse({
    supabaseUrl: env.NEXT_PUBLIC_SUPABASE_URL || env.SUPABASE_URL,
    serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY,
    siteUrl: env.NEXT_PUBLIC_SITE_URL,
  });
}

/** The first message of each refused field, in the order the questions are asked. */
export function problemsOf(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((issue) => issue.message))];
}
