import { slugify } from '../../../../lib/slug';
import questionSet from './question-set.json';

/** One question of the published set (question-set.json) and what its answer must hold. */
export interface SetQuestion {
  question: string;
  /** Text the answer contains (its Markdown as sent). */
  answer?: string[];
  /** Titles of the articles the answer links to. */
  articles?: string[];
  /** Text the answer must not contain. */
  absent?: string[];
}

export const QUESTION_SET: SetQuestion[] = questionSet.questions;

/**
 * The questions whose answers miss something, with what: `articleId` maps a seeded article's title to its id on the
 * site under test (its link is /artikel/<id>/<slug>).
 */
export function misses(results: Array<{ q: SetQuestion; answer: string }>, articleId: (title: string) => number) {
  return results.flatMap(({ q, answer }) => {
    const wanted = [
      ...(q.answer ?? []),
      ...(q.articles ?? []).map((title) => `](/artikel/${articleId(title)}/${slugify(title)})`),
    ];
    const missing = wanted.filter((fact) => !answer.includes(fact));
    const unwanted = (q.absent ?? []).filter((fact) => answer.includes(fact));
    return missing.length || unwanted.length ? [{ question: q.question, missing, unwanted, answer }] : [];
  });
}
