import type { City, Country, State } from '@hireway/shared';

/** The choices of a country → state → city picker in a form, loaded as the user picks. */
export interface LocationOptions {
  countries: readonly Country[];
  states: readonly State[];
  cities: readonly City[];
  countriesLoading: boolean;
  statesLoading: boolean;
}
