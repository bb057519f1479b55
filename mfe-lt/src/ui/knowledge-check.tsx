import { useId, useState } from 'react';
import {
  KNOWLEDGE_QUESTIONS,
  wrongAnswers,
  type KnowledgeAnswers,
  type LtDirection,
} from '../domain/knowledge-check';

type T = (key: string, params?: Record<string, string>) => string;

/**
 * Three questions on how a leveraged token behaves (issue 21 item 5). Every answer must be
 * right; a wrong one is named and the trader may answer again.
 */
export function KnowledgeCheck({
  direction,
  params,
  t,
  onPassed,
}: {
  direction: LtDirection;
  params: Record<string, string>;
  t: T;
  onPassed: () => void;
}) {
  const [answers, setAnswers] = useState<KnowledgeAnswers>({});
  const [wrong, setWrong] = useState<readonly string[]>([]);
  const id = useId();
  const submit = () => {
    const missed = wrongAnswers(answers, direction);
    setWrong(missed);
    if (missed.length === 0) onPassed();
  };
  return (
    <form
      className="lt-quiz"
      data-testid="lt-quiz"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h3>{t('quiz.title')}</h3>
      {KNOWLEDGE_QUESTIONS.map((q, index) => (
        <fieldset key={q.key} aria-invalid={wrong.includes(q.key) ? true : undefined}>
          <legend>
            {index + 1}. {t(`${q.key}.question`, params)}
          </legend>
          {q.options.map((option) => (
            <label key={option}>
              <input
                type="radio"
                name={`${id}-${q.key}`}
                value={option}
                checked={answers[q.key] === option}
                onChange={() => setAnswers((a) => ({ ...a, [q.key]: option }))}
              />
              {t(`${q.key}.options.${option}`, params)}
            </label>
          ))}
          {wrong.includes(q.key) && (
            <p className="field-hint" role="alert">
              {t('quiz.wrong')}
            </p>
          )}
        </fieldset>
      ))}
      <button type="submit" className="primary">
        {t('quiz.check')}
      </button>
    </form>
  );
}
