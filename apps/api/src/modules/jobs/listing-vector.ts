/*
 * A listing's PostgreSQL search vector as `tsvector` text, computed in TypeScript: the value of
 * `job_search_vector(title, skills, body, company, location) || to_tsvector('simple', facets)` (migration
 * 2026-12-01T0100, insertListings), for bulk loads. The bench seeder writes a million listings with it: in SQL the
 * vectors are 96 % of the read model's build (100k listings at load 12–15: 132 s with them, 5 s without), here a
 * few microseconds each, and PostgreSQL only parses the text.
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
  const positions = new Map<string, string[]>();
  let offset = 0;
  const add = (text: string, weight: 'A' | 'B' | 'C' | 'D' | '') => {
    let highest = 0;
    let position = 0;
    for (const token of text.split(' ')) {
      if (token === '') continue;
      position = Math.min(position + 1, MAX_POSITION);
      highest = position;
      const at = Math.min(offset + position, MAX_POSITION);
      const list = positions.get(token);
      if (!list) positions.set(token, [`${at}${weight}`]);
      else if (list.length < MAX_POSITIONS) list.push(`${at}${weight}`);
    }
    offset = Math.min(offset + highest, MAX_POSITION);
  };
  add(source.title, 'A');
  add(source.skills, 'B');
  add(source.body, 'C');
  add(`${source.company} ${source.location}`, 'D');
  add(source.facets.join(' '), '');
  let text = '';
  for (const [lexeme, at] of positions)
    text += `${text ? ' ' : ''}'${lexeme.replace(/['\\]/g, '\\$&')}':${at.join(',')}`;
  return text;
}
