import { z } from 'zod';

import { isSafeMultiLineText, isSafeSingleLineText } from './safe-text';

/*
 * Plain text people type (names, titles, addresses, descriptions): no invisible characters that change what a
 * reader sees. Refused with one readable message: C0 and C1 controls (NUL included: PostgreSQL refuses it in
 * text), DEL, and the bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069: the
 * "Trojan source" characters that make `cv‮fdp.exe` read as a PDF). Single-line text refuses line and paragraph
 * breaks and tabs too; multi-line text keeps tab, LF and CR. Zero-width spaces, word joiners and byte-order marks
 * make no sense in such text and are removed silently (normalised); zero-width joiners and non-joiners stay
 * (emoji sequences, Persian and Indic scripts need them), as do the left-to-right and right-to-left marks.
 */

/** Shown under the field; the web translates it (messages namespace). */
export const UNSAFE_TEXT_MESSAGE = 'Remove the invisible control or text-direction characters';

const ZERO_WIDTH = /[\u200B\u2060\uFEFF]/gu;
const FILE_NAME_UNSAFE =
  // eslint-disable-next-line no-control-regex -- everything invisible that a stored file name must not keep
  /[\u0000-\u001F\u007F-\u009F\u200B\u200E\u200F\u2028\u2029\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/gu;

/** Zero-width spaces, word joiners and byte-order marks removed. */
export const removeZeroWidth = (value: string): string => value.replace(ZERO_WIDTH, '');

// The checks themselves build no schema (safe-text.ts): the board reads its URL with them without loading zod.
export { isSafeMultiLineText, isSafeSingleLineText } from './safe-text';

/**
 * A file name as it may be stored and shown: controls, bidirectional marks and zero-width characters removed
 * (the name is not the user's words: it is cleaned, not refused), NFC.
 */
export const cleanFileName = (name: string): string => name.normalize('NFC').replace(FILE_NAME_UNSAFE, '');

/** A string schema for typed text: zero-width characters removed before anything else (trim, lengths, rules). */
export const plainString = (params?: Parameters<typeof z.string>[0]) => z.string(params).overwrite(removeZeroWidth);

/** `.refine(...singleLineRule)`: one line, no control or bidirectional formatting character. */
export const singleLineRule = [isSafeSingleLineText, { message: UNSAFE_TEXT_MESSAGE }] as const;
/** `.refine(...multiLineRule)`: tab, LF and CR allowed; no other control or bidirectional formatting character. */
export const multiLineRule = [isSafeMultiLineText, { message: UNSAFE_TEXT_MESSAGE }] as const;
