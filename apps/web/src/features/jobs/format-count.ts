/** A whole number the way the reader's language writes it: 10,000 (en), 10.000 (de, pt), 10 000 (fr). */
export const formatCount = (value: number, language: string | undefined): string =>
  new Intl.NumberFormat(language ?? 'en', { maximumFractionDigits: 0 }).format(value);
