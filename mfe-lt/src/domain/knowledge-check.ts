/**
 * The short knowledge check of the LT gate (issue 21 item 5): a trader answers three questions
 * about how a leveraged token behaves before the first order of one; passing is remembered per
 * user in the preferences, so it is asked once.
 */

export type LtDirection = 'long' | 'short';

export interface KnowledgeQuestion {
  /** Locale key of the question; its options are `${key}.options.<id>`. */
  readonly key: string;
  readonly options: readonly string[];
  /** The option that is right for a token of this direction. */
  readonly answer: (direction: LtDirection) => string;
}

export const KNOWLEDGE_QUESTIONS: readonly KnowledgeQuestion[] = [
  {
    // If the underlying rises 1 % in a day, the token aims to move about…
    key: 'quiz.move',
    options: ['same', 'leveraged', 'inverse'],
    answer: (direction) => (direction === 'long' ? 'leveraged' : 'inverse'),
  },
  {
    // In a choppy market that ends where it began, the net value tends to…
    key: 'quiz.decay',
    options: ['unchanged', 'lower', 'higher'],
    answer: () => 'lower',
  },
  {
    // The token's leverage is kept by…
    key: 'quiz.rebalance',
    options: ['trader', 'issuer', 'none'],
    answer: () => 'issuer',
  },
];

export type KnowledgeAnswers = Readonly<Record<string, string>>;

/** The questions answered wrongly (unanswered ones included); empty means passed. */
export function wrongAnswers(answers: KnowledgeAnswers, direction: LtDirection): string[] {
  return KNOWLEDGE_QUESTIONS.filter((q) => answers[q.key] !== q.answer(direction)).map(
    (q) => q.key,
  );
}

/** `host.prefs` key of the users who passed the check. */
export const KNOWLEDGE_PREF_KEY = 'lt.knowledge-check';
export const KNOWLEDGE_VERSION = 1;

export interface StoredKnowledge {
  readonly version: typeof KNOWLEDGE_VERSION;
  readonly passed: readonly string[];
}

/** Reads the stored value; anything but version 1 with a list of user ids starts empty. */
export function readKnowledge(stored: unknown): StoredKnowledge {
  const empty: StoredKnowledge = { version: KNOWLEDGE_VERSION, passed: [] };
  if (typeof stored !== 'object' || stored === null) return empty;
  const record = stored as Record<string, unknown>;
  if (record.version !== KNOWLEDGE_VERSION || !Array.isArray(record.passed)) return empty;
  const passed = record.passed.filter((id): id is string => typeof id === 'string' && id !== '');
  return { version: KNOWLEDGE_VERSION, passed: [...new Set(passed)] };
}

export function hasPassed(stored: StoredKnowledge, userId: string): boolean {
  return stored.passed.includes(userId);
}

export function withPassed(stored: StoredKnowledge, userId: string): StoredKnowledge {
  return hasPassed(stored, userId) ? stored : { ...stored, passed: [...stored.passed, userId] };
}
