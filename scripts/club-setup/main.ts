import { problemsOf, readProjectEnv, ZClubAnswers } from './answers';
import { parseArguments, USAGE } from './arguments';
import { readLogo } from './logo';
import { planSetup } from './plan';
import { applySteps, readProjectState, serviceClient } from './project';
import { askMissing, type Ask } from './questions';
import { alreadySetUpLines, madeLine, planLines, refusedLines } from './report';

/** What the command's exit status says, for scripts that run it. */
export const EXIT = {
  /** Set up now, or already set up with the same answers. */
  ok: 0,
  /** The project answered with an error part-way; running again with the same answers continues. */
  failed: 1,
  /** An answer, a flag or the environment is not valid; nothing was read or changed. */
  invalid: 2,
  /** The project holds another club's data or differs from the answers; nothing was changed. */
  refused: 3,
  /** Not confirmed at the question; nothing was changed. */
  cancelled: 4,
} as const;

export interface SetupIo {
  env: Record<string, string | undefined>;
  print: (line: string) => void;
  /** Present on a terminal: missing answers are asked for and the plan is confirmed. */
  ask?: Ask;
  today?: Date;
}

/** `npm run club:setup`: the first day of a club on an empty Supabase project. */
export async function runClubSetup(argv: readonly string[], io: SetupIo): Promise<number> {
  const { print } = io;
  const parsed = parseArguments(argv);
  if (!parsed.ok) {
    print(parsed.problem);
    print(USAGE);
    return EXIT.invalid;
  }
  if (parsed.value.help) {
    print(USAGE);
    return EXIT.ok;
  }
  const interactive = Boolean(io.ask) && !parsed.value.yes;
  if (!io.ask && !parsed.value.yes) {
    print('Bez terminálu spusťte příkaz s --yes a odpověďmi ve volbách (npm run club:setup -- --help).');
    return EXIT.invalid;
  }

  const env = readProjectEnv(io.env);
  if (!env.success) {
    for (const problem of problemsOf(env.error)) print(problem);
    return EXIT.invalid;
  }
  const raw = interactive && io.ask ? await askMissing(io.ask, parsed.value.answers, io.today ?? new Date()) : parsed.value.answers;
  const answers = ZClubAnswers.safeParse(raw);
  if (!answers.success) {
    print('Odpovědi nejsou v pořádku, v projektu se nic nezměnilo:');
    for (const problem of problemsOf(answers.error)) print(`  • ${problem}`);
    return EXIT.invalid;
  }
  const logo = answers.data.logoFile ? await readLogo(answers.data.logoFile) : null;
  if (logo && !logo.ok) {
    print(logo.problem);
    return EXIT.invalid;
  }
  const logoFile = logo?.file ?? null;

  const client = serviceClient(env.data);
  try {
    const state = await readProjectState(client, answers.data, logoFile);
    const plan = planSetup(answers.data, state);
    if (plan.refused) {
      for (const line of refusedLines(plan.refused)) print(line);
      return EXIT.refused;
    }
    if (plan.steps.length === 0) {
      for (const line of alreadySetUpLines(answers.data, state)) print(line);
      return EXIT.ok;
    }
    if (interactive && io.ask) {
      print(`V projektu ${env.data.supabaseUrl} se vytvoří:`);
      for (const line of planLines(plan.steps, answers.data)) print(line);
      if (!/^a(no)?$/i.test((await io.ask('Pokračovat? [a/N]: ')).trim())) {
        print('Zrušeno, v projektu se nic nezměnilo.');
        return EXIT.cancelled;
      }
    }
    print(`Nastavuji klub „${answers.data.clubName}“ v projektu ${env.data.supabaseUrl}:`);
    await applySteps(client, env.data, answers.data, logoFile, plan.steps, (made) => print(madeLine(made)));
    print(`Hotovo. Pozvaný administrátor ${answers.data.adminEmail} si v e-mailu otevře odkaz, nastaví heslo a přihlásí se na ${new URL('/login', env.data.siteUrl).toString()}.`);
    return EXIT.ok;
  } catch (error) {
    print(`Chyba při nastavení klubu: ${error instanceof Error ? error.message : String(error)}`);
    print('Co se vytvořilo, zůstává; opakované spuštění se stejnými odpověďmi doplní zbytek.');
    return EXIT.failed;
  }
}
