import { autocompleteSuggestionSchema } from '@hireway/shared';
import { z } from 'zod';

// The public job calls' schemas (the board's list, a job page, the search suggestions), loaded with the first call
// that needs them while its request is on its way (ADR 0033): zod stays out of the public pages' first load, whose
// data came with the server's HTML. A dynamic import of this module keeps only what it exports.
export { publicJobDetailSchema, publicJobListResponseSchema } from '@hireway/shared';

export const autocompleteSuggestionsSchema = z.array(autocompleteSuggestionSchema);
