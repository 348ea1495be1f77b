/** The content editor's Czech labels, read by screen readers and shown as tooltips. */
export const editorToolbarLabels = {
  toolbar: 'Formátování textu',
  content: 'Obsah článku',
  bold: 'Tučně',
  italic: 'Kurzíva',
  underline: 'Podtržení',
  heading2: 'Nadpis',
  heading3: 'Podnadpis',
  bulletList: 'Odrážkový seznam',
  orderedList: 'Číslovaný seznam',
  blockquote: 'Citace',
  link: 'Odkaz',
  linkPrompt: 'Adresa odkazu (prázdná odkaz odebere):',
  undo: 'Zpět',
  redo: 'Znovu',
} as const;
