import { describe, expect, it } from 'vitest';
import { ZMeetingMinutesForm, type TMeetingMinutesFormInput } from './schema';

const memberId = '6f1c1f7e-3f5b-4a4e-9a51-0c1b2a3d4e5f';
const writerId = '00000000-0000-4000-8000-000000000001';
const valid: TMeetingMinutesFormInput = {
  meeting_number: '3',
  meeting_date: '2026-11-24',
  meeting_place: ' Klubovna ',
  season_id: '',
  wrote_by: writerId,
  notes: '',
  attendees: [{ member_id: memberId, status: 'present', notes: '' }],
};

function errorsOf(input: TMeetingMinutesFormInput): Record<string, string> {
  const parsed = ZMeetingMinutesForm.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('meeting minutes form', () => {
  it('accepts a complete form and trims, empties become null', () => {
    expect(ZMeetingMinutesForm.parse(valid)).toEqual({
      meeting_number: 3,
      meeting_date: '2026-11-24',
      meeting_place: 'Klubovna',
      season_id: null,
      wrote_by: writerId,
      notes: null,
      attendees: [{ member_id: memberId, status: 'present', notes: '' }],
    });
  });

  it.each([
    [{ meeting_number: '0' }, 'meeting_number', 'Číslo schůze je povinné a musí být alespoň 1'],
    [{ meeting_number: '' }, 'meeting_number', 'Číslo schůze je povinné a musí být alespoň 1'],
    [{ meeting_date: '' }, 'meeting_date', 'Datum schůze je povinné'],
    [{ wrote_by: '' }, 'wrote_by', 'Zapisovatel je povinný'],
    [{ attendees: [] }, 'attendees', 'Zápis musí mít alespoň jednoho účastníka'],
    [{ attendees: [{ member_id: '', status: 'present' as const, notes: '' }] }, 'attendees', 'Všichni účastníci musí mít vybraného člena'],
  ])('refuses %j on %s with "%s"', (change, field, message) => {
    expect(errorsOf({ ...valid, ...change })[field]).toBe(message);
  });
});
