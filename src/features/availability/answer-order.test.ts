import { describe, expect, it } from 'vitest';
import { answerLabel, answerRank } from './answer-order';

const answer = (value: 'yes' | 'no' | 'maybe' | null, note: string | null = null, isDefault = false) => ({
  memberId: 'm',
  answer: value,
  note,
  isDefault,
});

describe('answerRank', () => {
  it('puts those coming first, then maybe, then the silent, and those not coming last', () => {
    const ranks = [answer('no'), undefined, answer('maybe'), answer('yes'), answer(null)].map(answerRank);
    expect(ranks).toEqual([3, 2, 1, 0, 2]);
  });
});

describe('answerLabel', () => {
  it("says the member's answer with their note, and who has not answered", () => {
    expect(answerLabel(answer('yes'))).toBe('Přijdu');
    expect(answerLabel(answer('no', 'Nemoc'))).toBe('Nepřijdu (Nemoc)');
    expect(answerLabel(answer('yes', null, true))).toBe('Přijdu (bez odpovědi)');
    expect(answerLabel(undefined)).toBe('bez odpovědi');
  });
});
