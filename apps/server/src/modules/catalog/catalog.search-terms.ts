/**
 * How a visitor's search text becomes the words the engines look for, and how the (few) collection and gift
 * category names are matched in memory. The engines stem the products' own text (FTS5 porter, PostgreSQL
 * english); stop words are dropped here, before either engine sees the query, so both engines get the same
 * words and answer the same way.
 */

/** PostgreSQL's english stop words (Snowball's list): to_tsquery drops these, so FTS5 must not get them either. */
const STOP_WORDS = new Set(
  (
    'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers ' +
    'herself it its itself they them their theirs themselves what which who whom this that these those am is ' +
    'are was were be been being have has had having do does did doing a an the and but if or because as until ' +
    'while of at by for with about against between into through during before after above below to from up ' +
    'down in out on off over under again further then once here there when where why how all any both each ' +
    'few more most other some such no nor not only own same so than too very s t can will just don should now'
  ).split(' '),
);

/**
 * Words that describe the whole site rather than a product (everything here is a gift idea): 'gift for dad'
 * means the dad products, not only those whose text says "gift". Dropped when other words remain.
 */
const SITE_WORDS = new Set(['gift', 'gifts', 'gifting', 'idea', 'ideas', 'present', 'presents']);

const MAX_TERMS = 8;

/** Text as plain lower-case word tokens, so no search syntax reaches the engine. */
export function wordsOf(q: string): string[] {
  return q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * The words a search looks for: stop words dropped, and the site's generic words ('gift', 'ideas') too
 * when something more specific remains. Empty when the text held only stop words.
 */
export function searchTerms(q: string): string[] {
  const words = [...new Set(wordsOf(q).filter((w) => !STOP_WORDS.has(w)))];
  const specific = words.filter((w) => !SITE_WORDS.has(w));
  return (specific.length > 0 ? specific : words).slice(0, MAX_TERMS);
}

/**
 * A light English stemmer (plural and common verb endings) for the in-memory name match. Both sides of a
 * comparison go through it, and a search word matches a name word it is a prefix of, as in the engines.
 */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return word;
  if (word.endsWith('s')) return word.slice(0, -1);
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ed')) return word.slice(0, -2);
  return word;
}

/** Whether one search word matches some word of a name (its stem is a prefix of the name word's stem). */
export function termMatchesName(term: string, name: string): boolean {
  const t = stem(term);
  return wordsOf(name).some((w) => stem(w).startsWith(t) || w.startsWith(term));
}

/** Whether every search word matches the name: the suggestions' collection match. */
export function nameMatchesAll(terms: readonly string[], name: string): boolean {
  return terms.length > 0 && terms.every((t) => termMatchesName(t, name));
}
