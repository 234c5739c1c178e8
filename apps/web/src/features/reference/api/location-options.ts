import { useState } from 'react';

import type { LocationOptions } from '../../../lib/forms/location-options';
import { useCountries } from './countries';
import { useGeoData } from './geo-data';

/**
 * Loads the countries, the states of the chosen country and the cities of the chosen state.
 * Give `onLocationChange` to the form so that a new choice loads the next list.
 */
export function useLocationOptions(initialCountry: string | null, initialState: string | null) {
  const [country, setCountry] = useState<string | null>(initialCountry);
  const [state, setState] = useState<string | null>(initialState);
  const countries = useCountries();
  const states = useGeoData(country);
  const cities = useGeoData(country, state);

  const location: LocationOptions = {
    countries: countries.data ?? [],
    states: states.data?.states ?? [],
    cities: state === null ? [] : (cities.data?.cities ?? []),
    countriesLoading: countries.isPending,
    statesLoading: country !== null && states.isPending,
  };
  const onLocationChange = (nextCountry: string | null, nextState: string | null) => {
    setCountry(nextCountry);
    setState(nextState);
  };
  return { location, onLocationChange };
}
