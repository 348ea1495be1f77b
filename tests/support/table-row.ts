import { screen } from '@testing-library/react';

/** The table row holding `text`: a cell's content located as a person reads it. */
export function rowOf(text: string): HTMLElement {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
}
