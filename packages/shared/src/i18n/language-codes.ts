// Without zod (ADR 0033): the web's first load reads the language codes, and importing them from a module of
// schemas would bring zod with them. auth.schemas re-exports them where they have always been.
export const LANGUAGES = ['en', 'de', 'fr', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];
