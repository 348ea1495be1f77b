import { describe, expect, it } from 'vitest';
import { attachmentContentType, attachmentProblem, attachmentStoragePath, MAX_ATTACHMENT_BYTES } from './attachment-file';

describe('meeting attachment check (pdf, doc, docx up to 10 MB)', () => {
  it.each([
    ['zapis.pdf', 1000, null],
    ['Zápis ze schůze.DOCX', 1000, null],
    ['starý.doc', MAX_ATTACHMENT_BYTES, null],
    ['zapis.pdf', MAX_ATTACHMENT_BYTES + 1, 'Příloha je příliš velká. Maximální velikost je 10MB.'],
    ['foto.jpg', 1000, 'Příloha musí být soubor PDF, DOC nebo DOCX'],
    ['zapis', 1000, 'Příloha musí být soubor PDF, DOC nebo DOCX'],
    ['zapis.pdf.exe', 1000, 'Příloha musí být soubor PDF, DOC nebo DOCX'],
    ['zapis.constructor', 1000, 'Příloha musí být soubor PDF, DOC nebo DOCX'],
    ['zapis.toString', 1000, 'Příloha musí být soubor PDF, DOC nebo DOCX'],
  ])('%s of %i bytes → %s', (name, size, problem) => {
    expect(attachmentProblem({ name, size })).toBe(problem);
  });

  it('stores the file under the minutes with a fresh id and the lower-case extension', () => {
    expect(attachmentStoragePath('m-1', 'f-1', 'Zápis č. 3.PDF')).toBe('m-1/f-1.pdf');
    expect(attachmentContentType('a.docx')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(() => attachmentStoragePath('m-1', 'f-1', 'a.exe')).toThrow('Příloha musí být soubor PDF, DOC nebo DOCX');
  });
});
