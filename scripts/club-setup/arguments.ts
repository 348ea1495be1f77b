import { parseArgs } from 'node:util';
import type { RawAnswers } from './answers';

/** The flags, each an answer the setup would otherwise ask for. */
const FLAGS = {
  'club-name': 'clubName',
  'short-name': 'shortName',
  logo: 'logoFile',
  'season-start': 'seasonStart',
  'season-end': 'seasonEnd',
  'season-name': 'seasonName',
  'admin-email': 'adminEmail',
} as const satisfies Record<string, keyof RawAnswers>;

export const USAGE = `Použití: npm run club:setup -- [volby]

  --club-name "TJ Sokol Svinov"   název klubu
  --short-name Svinov             krátký název (v tabulkách a výsledcích)
  --logo logo.png                 logo klubu (PNG, JPEG, GIF, WebP nebo AVIF, nejvýše 5 MB)
  --season-start 2026-09-01       první den sezóny (nebo 1. 9. 2026)
  --season-end 2027-06-30         poslední den sezóny
  --season-name 2026/2027         název sezóny (výchozí: roky začátku a konce)
  --admin-email jmeno@klub.cz     e-mail prvního administrátora (přijde mu pozvánka)
  --yes                           nic se neptat (bez terminálu povinné)

Adresu projektu a klíč bere z NEXT_PUBLIC_SUPABASE_URL (nebo SUPABASE_URL), SUPABASE_SERVICE_ROLE_KEY
a NEXT_PUBLIC_SITE_URL v prostředí nebo v .env.local.`;

export interface ParsedArguments {
  answers: RawAnswers;
  yes: boolean;
  help: boolean;
}

export type ArgumentsResult = { ok: true; value: ParsedArguments } | { ok: false; problem: string };

export function parseArguments(argv: readonly string[]): ArgumentsResult {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        ...Object.fromEntries(Object.keys(FLAGS).map((flag) => [flag, { type: 'string' as const }])),
        yes: { type: 'boolean', short: 'y' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    const option = /'([^']+)'/.exec(error instanceof Error ? error.message : '')?.[1];
    return { ok: false, problem: option ? `Neznámá nebo neúplná volba ${option}` : 'Neplatné volby příkazu' };
  }
  const values = parsed.values as Record<string, string | boolean | undefined>;
  const answers: RawAnswers = {};
  for (const [flag, key] of Object.entries(FLAGS)) {
    const value = values[flag];
    if (typeof value === 'string') answers[key] = value;
  }
  return { ok: true, value: { answers, yes: values.yes === true, help: values.help === true } };
}
