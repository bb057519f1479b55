import {
  KNOWLEDGE_QUESTIONS,
  hasPassed,
  readKnowledge,
  withPassed,
  wrongAnswers,
} from './knowledge-check';

const right = (direction: 'long' | 'short') =>
  Object.fromEntries(KNOWLEDGE_QUESTIONS.map((q) => [q.key, q.answer(direction)]));

describe('the LT knowledge check', () => {
  it('passes only with every answer right for the token direction', () => {
    expect(wrongAnswers(right('long'), 'long')).toEqual([]);
    expect(wrongAnswers(right('short'), 'short')).toEqual([]);
    // A short token does not move with the underlying.
    expect(wrongAnswers(right('long'), 'short')).toEqual(['quiz.move']);
    expect(wrongAnswers({}, 'long')).toHaveLength(KNOWLEDGE_QUESTIONS.length);
  });

  it('offers the right answer among the options of each question', () => {
    for (const q of KNOWLEDGE_QUESTIONS) {
      expect(q.options).toContain(q.answer('long'));
      expect(q.options).toContain(q.answer('short'));
    }
  });

  it('remembers who passed, and reads nothing else', () => {
    const stored = withPassed(readKnowledge(undefined), 'u1');
    expect(hasPassed(stored, 'u1')).toBe(true);
    expect(hasPassed(stored, 'u2')).toBe(false);
    expect(withPassed(stored, 'u1')).toBe(stored);
    expect(readKnowledge({ version: 1, passed: ['u1', 3, '', 'u1'] }).passed).toEqual(['u1']);
    expect(readKnowledge({ version: 2, passed: ['u1'] }).passed).toEqual([]);
    expect(readKnowledge('u1').passed).toEqual([]);
  });
});
