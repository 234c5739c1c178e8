/*
 * A listing's PostgreSQL search vector as `tsvector` text, computed in TypeScript: the value of
 * `job_search_vector(title, skills, body, company, location) || to_tsvector('simple', facets)` (migration
 * 2026-12-01T0100, insertListings), for bulk loads. The bench seeder writes its listings with it, so PostgreSQL
 * only parses the text: `to_tsvector` costs the server about 155 µs a listing (a quiet machine; selecting 100k
 * listings into a temporary table took 132 s with the vectors and 5 s without at load 12–15), this a few tens of
 * microseconds in the seeder's own process, which runs beside the server's.
 *
 * It holds because the search columns are the analyzer's tokens joined by single spaces, which the 'simple'
 * configuration keeps whole and as they are (search.engines.test.ts holds both, and this function against the
 * engine's own vector): each token is a lexeme at the next position; `setweight` marks a part's positions; `||`
 * shifts the right part's positions by the left's highest. PostgreSQL keeps positions up to 16,383 and 256 of
 * them per lexeme; a listing's text stays far below both (the description is cut long before).
 */

/** The highest position a tsvector keeps (PostgreSQL's MAXENTRYPOS − 1); later tokens share it. */
const MAX_POSITION = 16_383;
/** Positions a tsvector keeps per lexeme (PostgreSQL's MAXNUMPOS). */
const MAX_POSITIONS = 256;

export interface ListingVectorSource {
  /** The listing's search columns as stored (space-separated tokens). */
  title: string;
  skills: string;
  body: string;
  /** The company's search name (provider_profiles.search_name). */
  company: string;
  location: string;
  /** The facet words (listingFacetWords). */
  facets: readonly string[];
}

/** The vector's text, to be cast with `::tsvector` (or loaded by COPY into a tsvector column). */
export function listingVectorText(source: ListingVectorSource): string {
  // Per lexeme: its positions as text (`3A,17C`) and how many; in the order first seen (tsvector sorts on input).
  const lexemes = new Map<string, { at: string; count: number }>();
  let offset = 0;
  const add = (text: string, weight: string) => {
    let position = 0;
    let from = 0;
    while (from <= text.length) {
      let to = text.indexOf(' ', from);
      if (to === -1) to = text.length;
      if (to > from) {
        const token = text.slice(from, to);
        position = Math.min(position + 1, MAX_POSITION);
        const at = `${Math.min(offset + position, MAX_POSITION)}${weight}`;
        const known = lexemes.get(token);
        if (!known) lexemes.set(token, { at, count: 1 });
        else if (known.count < MAX_POSITIONS) {
          known.at += `,${at}`;
          known.count += 1;
        }
      }
      from = to + 1;
    }
    offset = Math.min(offset + position, MAX_POSITION);
  };
  add(source.title, 'A');
  add(source.skills, 'B');
  add(source.body, 'C');
  add(`${source.company} ${source.location}`, 'D');
  add(source.facets.join(' '), '');
  const parts: string[] = [];
  for (const [lexeme, { at }] of lexemes) {
    const quoted = lexeme.includes("'") || lexeme.includes('\\') ? lexeme.replace(/['\\]/g, '\\$&') : lexeme;
    parts.push(`'${quoted}':${at}`);
  }
  return parts.join(' ');
}
