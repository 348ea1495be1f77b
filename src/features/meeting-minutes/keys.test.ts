import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { meetingMinutesKeys } from './keys';

const filters = { search: '', seasonId: null, writerId: null };

describe('meeting minutes query keys', () => {
  it('a save invalidates all: every list, the attendees of each meeting, the writers and the proposed number', () => {
    for (const key of [
      meetingMinutesKeys.list(filters),
      meetingMinutesKeys.attendees('m-1'),
      meetingMinutesKeys.writers(),
      meetingMinutesKeys.nextNumber('2026-11-24'),
    ]) {
      expect(partialMatchKey(key, meetingMinutesKeys.all)).toBe(true);
    }
  });

  it('the member candidates are not refetched by a minutes save', () => {
    expect(partialMatchKey(meetingMinutesKeys.candidates(), meetingMinutesKeys.all)).toBe(false);
  });

  it('each meeting has its own attendees entry', () => {
    expect(partialMatchKey(meetingMinutesKeys.attendees('m-1'), meetingMinutesKeys.attendees('m-2'))).toBe(false);
  });
});
