/** Query keys of the provider's hiring screens: everything under `candidates` is dropped together after a change. */
export const CANDIDATES_KEY = ['candidates'] as const;
export const candidateListKey = [...CANDIDATES_KEY, 'list'] as const;
export const candidateDetailKey = [...CANDIDATES_KEY, 'detail'] as const;
export const actionedCandidatesKey = [...CANDIDATES_KEY, 'actioned'] as const;
export const myCandidatesKey = [...CANDIDATES_KEY, 'employed'] as const;
