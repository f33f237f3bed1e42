// games.get `search`: a query is folded like the catalogue's names (search-keys.ts) and
// matched with PostgreSQL trigrams (pg_trgm) on each game's key and skeleton and on its
// provider's key, so small typos ("avaitor"), Cyrillic ("авиатор", "свит бонанза") and
// provider names ("pragmatic") all find their games. Answers are ordered by relevance: the
// exact name, then names that start with the query, then by similarity; popularity breaks ties.
import type { Db, Queryable } from '../db/db';
import { searchKey, searchSkeleton } from './search-keys';

/** Longer queries are refused: nobody types a name that long, and trigrams cost per letter. */
export const MAX_SEARCH_LENGTH = 100;

export interface SearchTerms {
  readonly key: string;
  readonly skeleton: string;
}

/** The folded query; null when nothing searchable is left ("!!!"). */
export const searchTermsOf = (query: string): SearchTerms | null => {
  const key = searchKey(query);
  return key === '' ? null : { key, skeleton: searchSkeleton(key) };
};

/**
 * Runs the search's statements with its thresholds: a key matches from 0.55 word similarity,
 * a skeleton (strictly, whole words) from 0.6. The planner is told to use the trigram indexes:
 * its costs do not know that similarity on PGlite (WebAssembly) makes a scan of 2,400 rows
 * several times slower than the index. That makes a plan look costly, so JIT compilation
 * (PostgreSQL servers), which would take longer than the query, is turned off with it.
 */
export const withSearchSettings = async <T>(
  db: Pick<Db, 'transaction'>,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> =>
  db.transaction(async (tx) => {
    await tx.query(
      `select set_config('pg_trgm.word_similarity_threshold', '0.55', true),
         set_config('pg_trgm.strict_word_similarity_threshold', '0.6', true),
         set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)`,
    );
    return work(tx);
  });

/**
 * The search's condition and relevance over `games g`; `arg` adds a statement parameter and
 * answers its placeholder. The relevance adds its own parameters when it is asked for, so a
 * statement that only counts does not carry them.
 */
export const searchSql = (terms: SearchTerms, arg: (value: unknown) => string) => {
  // Each parameter is added when a clause first uses it: PostgreSQL refuses unused ones.
  const once = (value: string) => {
    let placeholder: string | undefined;
    return () => (placeholder ??= arg(value));
  };
  const key = once(terms.key);
  const skeleton = once(terms.skeleton);
  // A folded key holds only letters, digits and spaces: nothing LIKE would read as a pattern.
  const startsKey = once(`${terms.key}%`);
  const startsWord = once(`% ${terms.key}%`);
  const contains = once(`%${terms.key}%`);
  // Shorter than three letters, a query matches at the start of a word only.
  const like = (column: string) =>
    terms.key.length < 3
      ? `(${column} like ${startsKey()} or ${column} like ${startsWord()})`
      : `${column} like ${contains()}`;
  const providerMatch = `${key()} <% p.search_key or ${like('p.search_key')}
    or ${skeleton()} <<% p.search_skeleton`;
  const where = `(${key()} <% g.search_key or ${like('g.search_key')}
    or ${skeleton()} <<% g.search_skeleton
    or g.provider = any(array(select p.sysname from providers p where ${providerMatch})))`;
  const score = () => `greatest(
      word_similarity(${key()}, g.search_key)
        + case when g.search_key = ${key()} then 2
               when g.search_key like ${startsKey()} then 1
               when g.search_key like ${startsWord()} then 0.5 else 0 end,
      strict_word_similarity(${skeleton()}, g.search_skeleton) * 0.9,
      (select greatest(word_similarity(${key()}, p.search_key),
                       strict_word_similarity(${skeleton()}, p.search_skeleton))
       from providers p where p.sysname = g.provider) * 0.8)`;
  return { where, score };
};
