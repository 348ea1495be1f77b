import { describe, expect, it } from 'vitest';
import { AttachmentUploadError, saveFailureMessage } from './save-failure';

describe('which message a failed save shows', () => {
  const minutesError = { code: '42501', message: 'denied', details: null };
  const attendeeError = { code: 'P0001', message: 'Všichni účastníci musí mít vybraného člena', details: 'meeting_attendees' };
  it.each([
    [minutesError, true, 'Chyba při vytváření zápisu'],
    [minutesError, false, 'Chyba při aktualizaci zápisu'],
    [attendeeError, true, 'Chyba při vytváření účastníků'],
    [attendeeError, false, 'Chyba při aktualizaci účastníků'],
    [new AttachmentUploadError(new Error('413')), true, 'Chyba při ukládání zápisu'],
    [new AttachmentUploadError(new Error('413')), false, 'Chyba při ukládání zápisu'],
  ])('%j (new: %s) → %s', (error, isNew, message) => {
    expect(saveFailureMessage(error, isNew)).toBe(message);
  });
});
