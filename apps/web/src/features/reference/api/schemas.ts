import { countrySchema, referenceItemSchema } from '@hireway/shared';
import { z } from 'zod';

// The reference lists' schemas, loaded with the first list asked for (ADR 0033): the public pages' labels come with
// the server's HTML, so zod stays out of their first load. A dynamic import of this module keeps only these.
export const countriesSchema = z.array(countrySchema);

export const referenceItemsSchema = z.array(referenceItemSchema);
