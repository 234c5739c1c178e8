import { CV_LANGUAGE_CODES } from '@hireway/shared';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A yyyy-MM-dd date as that calendar day wherever the reader is (not UTC midnight). */
const calendarDay = (value: string): Date | null => {
  const match = DATE_ONLY.exec(value);
  if (match === null) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
};

/** "Mar 2021" in the interface language. */
export const formatMonthYear = (value: string, language: string): string => {
  const date = calendarDay(value);
  return date === null ? value : new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric' }).format(date);
};

/** "Mar 2021 – Jun 2024", or "Mar 2021 – present" for a current entry. */
export const formatPeriod = (
  period: { start_date: string; end_date: string | null; is_current: boolean },
  language: string,
  presentLabel: string,
): string => {
  const start = formatMonthYear(period.start_date, language);
  const end = period.is_current || period.end_date === null ? presentLabel : formatMonthYear(period.end_date, language);
  return `${start} – ${end}`;
};

/** The name of an ISO 639-1 language in the interface language ("German", "Deutsch"…). */
export const languageName = (code: string, language: string): string => {
  try {
    return new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** Every CV language as select options, sorted by their name in the interface language. */
export const languageOptions = (language: string): { value: string; label: string }[] =>
  CV_LANGUAGE_CODES.map((code) => ({ value: code, label: languageName(code, language) })).sort((a, b) =>
    a.label.localeCompare(b.label, language),
  );
