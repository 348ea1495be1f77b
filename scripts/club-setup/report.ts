import type { ClubAnswers } from './answers';
import type { ProjectState, Step } from './plan';

/** What a made step reports: one line of the summary. */
export interface Made {
  step: Step['kind'];
  detail: string;
}

const LABELS: Record<Step['kind'], string> = {
  club: 'Vlastní klub',
  config: 'Nastavení klubu',
  logo: 'Logo klubu',
  season: 'Aktivní sezóna',
  categories: 'Kategorie',
  assignments: 'Klub v kategoriích',
  pages: 'Viditelnost stránek',
  invite: 'Pozvánka prvnímu administrátorovi',
  'admin-role': 'Role administrátora',
};

/** What the setup is about to make, for the question before it starts. */
export function planLines(steps: readonly Step[], answers: ClubAnswers): string[] {
  return steps.map((step) => {
    switch (step.kind) {
      case 'categories':
      case 'assignments':
        return `  • ${LABELS[step.kind]}: ${step.categories.map((category) => category.name).join(', ')}`;
      case 'pages':
        return `  • ${LABELS[step.kind]}: ${step.pages.length} řádků`;
      case 'season':
        return `  • ${LABELS[step.kind]}: ${answers.seasonName} (${answers.seasonStart} – ${answers.seasonEnd})`;
      case 'invite':
      case 'admin-role':
        return `  • ${LABELS[step.kind]}: ${answers.adminEmail}`;
      default:
        return `  • ${LABELS[step.kind]}: ${answers.clubName}`;
    }
  });
}

export function madeLine(made: Made): string {
  return `  ✓ ${LABELS[made.step]}: ${made.detail}`;
}

/** A second run with the same answers: nothing to do, and what the admin may still have to do. */
export function alreadySetUpLines(answers: ClubAnswers, state: ProjectState): string[] {
  const lines = [`Klub už je nastaven („${answers.clubName}“, sezóna ${answers.seasonName}, administrátor ${answers.adminEmail}): nic se nezměnilo.`];
  if (state.admin && !state.admin.confirmed) {
    lines.push(`Pozvánka pro ${answers.adminEmail} zatím nebyla přijata. Pokud odkaz vypršel, zvolte na přihlašovací stránce webu „Zapomenuté heslo?“.`);
  }
  return lines;
}

export function refusedLines(problems: readonly string[]): string[] {
  return ['Nastavení klubu odmítnuto, v projektu se nic nezměnilo:', ...problems.map((problem) => `  • ${problem}`), 'Klub se nastavuje jen v prázdném projektu Supabase (nebo znovu se stejnými odpověďmi); změny dělejte v administraci webu.'];
}
