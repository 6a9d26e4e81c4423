import { words } from '../../../lib/search-text';

/** Phrases, each with what it means. */
export type PhraseTable<T> = ReadonlyArray<readonly [T, readonly string[]]>;

interface Compiled<T> {
  /** Phrases by their first word, longest first. */
  byFirst: Map<string, { value: T; words: string[] }[]>;
}

const compiled = new WeakMap<object, Compiled<unknown>>();

function compile<T>(table: PhraseTable<T>): Compiled<T> {
  let built = compiled.get(table) as Compiled<T> | undefined;
  if (!built) {
    const byFirst = new Map<string, { value: T; words: string[] }[]>();
    for (const [value, phrases] of table) {
      for (const phrase of phrases) {
        const phraseWords = words(phrase);
        const first = phraseWords[0];
        if (!first) continue;
        const list = byFirst.get(first) ?? [];
        list.push({ value, words: phraseWords });
        byFirst.set(first, list);
      }
    }
    for (const list of byFirst.values()) list.sort((a, b) => b.words.length - a.words.length);
    built = { byFirst };
    compiled.set(table, built);
  }
  return built;
}

export interface PhraseMatch<T> {
  value: T;
  start: number;
  end: number;
}

/** The words of a message, and which of them a phrase has already explained. */
export class MessageWords {
  readonly words: string[];
  /** Indexes of the words that start a new clause (after a comma, a colon, a full stop...). */
  readonly clauseStarts: ReadonlySet<number>;
  private readonly used: boolean[];

  constructor(text: string, correct?: (word: string) => string) {
    // 'acne-prone' and 'acne prone', 'fragrance-free' and 'fragrance free' read the same.
    const plain = text.replace(/[-–]/g, ' ');
    const found = words(plain);
    this.words = correct ? found.map(correct) : found;
    this.used = this.words.map(() => false);
    const clauses = plain.split(/[,;:.?!](?=\s|$)/).map((clause) => words(clause).length);
    const starts = new Set<number>();
    let at = 0;
    for (const length of clauses.slice(0, -1)) starts.add((at += length));
    // Words split differently across clauses than in the whole text: no clause is trusted.
    this.clauseStarts = at + (clauses.at(-1) ?? 0) === found.length ? starts : new Set();
  }

  isUsed(index: number): boolean {
    return this.used[index] === true;
  }

  /** The phrase of a table that starts at `index`, longest first, on words no phrase has taken. */
  matchAt<T>(table: PhraseTable<T>, index: number, end = this.words.length): PhraseMatch<T> | undefined {
    const first = this.words[index];
    if (first === undefined || this.used[index]) return undefined;
    for (const candidate of compile(table).byFirst.get(first) ?? []) {
      const stop = index + candidate.words.length;
      if (stop > end) continue;
      let same = true;
      for (let i = 1; i < candidate.words.length && same; i += 1) same = this.words[index + i] === candidate.words[i] && !this.used[index + i];
      if (same) return { value: candidate.value, start: index, end: stop };
    }
    return undefined;
  }

  /** Every phrase of a table in the message, left to right, longest first; the words found are taken. */
  take<T>(table: PhraseTable<T>, accept: (match: PhraseMatch<T>) => boolean = () => true): PhraseMatch<T>[] {
    const found: PhraseMatch<T>[] = [];
    for (let i = 0; i < this.words.length; ) {
      const match = this.matchAt(table, i);
      if (match && accept(match)) {
        this.mark(match);
        found.push(match);
        i = match.end;
      } else i += 1;
    }
    return found;
  }

  mark(match: { start: number; end: number }): void {
    for (let i = match.start; i < match.end; i += 1) this.used[i] = true;
  }

  /** Whether a phrase of the table occurs, without taking it. */
  has<T>(table: PhraseTable<T>): boolean {
    for (let i = 0; i < this.words.length; i += 1) if (this.matchAt(table, i)) return true;
    return false;
  }
}

/** A table of phrases that all mean `true`. */
export function phraseList(phrases: readonly string[]): PhraseTable<true> {
  return [[true, phrases]];
}
