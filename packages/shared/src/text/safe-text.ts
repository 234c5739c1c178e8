/*
 * The characters plain text refuses (plain-text.ts explains which and why), as checks that build no schema: the
 * rules of plain-text.ts's schemas, and what the board's URL reader (jobs/job-board-query.ts) uses without zod.
 */

// eslint-disable-next-line no-control-regex -- these are the characters refused
const MULTI_LINE_UNSAFE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;
// eslint-disable-next-line no-control-regex -- these are the characters refused
const SINGLE_LINE_UNSAFE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/** True when the text holds no control or bidirectional formatting character (tab, LF and CR allowed). */
export const isSafeMultiLineText = (value: string): boolean => !MULTI_LINE_UNSAFE.test(value);

/** True when the text is one line without control or bidirectional formatting characters. */
export const isSafeSingleLineText = (value: string): boolean => !SINGLE_LINE_UNSAFE.test(value);
