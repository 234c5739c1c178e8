/* Types for snowball-stemmers (ISC; the Snowball project's stemmers compiled to JavaScript), which ships none. */
declare module 'snowball-stemmers' {
  export interface SnowballStemmer {
    stem(word: string): string;
  }
  export function newStemmer(algorithm: string): SnowballStemmer;
  export function algorithms(): string[];
}
