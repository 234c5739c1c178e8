/** One formatter per language: building an Intl.NumberFormat costs far more than formatting with it. */
const formatters = new Map<string, Intl.NumberFormat>();

/** A whole number the way the reader's language writes it: 10,000 (en), 10.000 (de, pt), 10 000 (fr). */
export const formatCount = (value: number, language: string | undefined): string => {
  const locale = language ?? 'en';
  let formatter = formatters.get(locale);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    formatters.set(locale, formatter);
  }
  return formatter.format(value);
};
