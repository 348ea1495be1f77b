import { describe, expect, it } from 'vitest';
import { attendanceErrorMessage } from './attendance-error';

describe('attendance save errors', () => {
  it.each([
    [{ code: '23505', message: 'duplicate key value violates unique constraint' }, 'Člen již má zaznamenanou docházku na tento trénink.'],
    [{ code: '42501', message: 'new row violates row-level security policy' }, 'Nemáte oprávnění k zaznamenání docházky. Kontaktujte administrátora.'],
    [{ code: '23503', message: 'foreign key' }, 'Chyba při zaznamenávání docházky'],
    [new TypeError('Failed to fetch'), 'Chyba při zaznamenávání docházky'],
    [null, 'Chyba při zaznamenávání docházky'],
  ])('%j reads %j', (error, message) => {
    expect(attendanceErrorMessage(error)).toBe(message);
  });
});
