import {
  type City as CityDto,
  countrySchema,
  dataEnvelope,
  geoDataQuerySchema,
  geoDataResponseSchema,
  LANGUAGES,
  REFERENCE_LISTS,
  referenceItemSchema,
} from '@hireway/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type * as Places from 'country-state-city';
import type * as CountryNames from 'i18n-iso-countries';
import type { LocaleData } from 'i18n-iso-countries';
import { z } from 'zod';

import { notFound } from '../../core/errors';
import { lazyPackage } from '../../core/lazy-package';
import { findCountries, findCountry, findReferenceItems, findState, findStatesOfCountry } from './reference.repository';

// Both packages load on first use (or in the warm-up after the server listens), not at start: the cities alone
// were a tenth of a start. The locale files are JSON inside the package, loaded the same way.
const countryNames = lazyPackage<typeof CountryNames>('i18n-iso-countries', {
  prepare: (countries) => {
    for (const language of LANGUAGES)
      countries.registerLocale(lazyPackage<LocaleData>(`i18n-iso-countries/langs/${language}.json`)());
  },
});
const places = lazyPackage<typeof Places>('country-state-city');

const countriesQuerySchema = z.strictObject({ lang: z.enum(LANGUAGES).default('en') });

/** Public reference data: countries, states and cities, and the lists jobs and profiles choose from. */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/countries',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['reference'],
        summary: 'Every country, with names in the requested language',
        querystring: countriesQuerySchema,
        response: { 200: dataEnvelope(z.array(countrySchema)) },
      },
    },
    async (request) => {
      const rows = await findCountries(app.db);
      const { lang } = request.query;
      const countries = countryNames();
      const data = rows
        .map((row) => ({ ...row, name: countries.getName(row.code, lang) ?? row.name }))
        .sort((a, b) => a.name.localeCompare(b.name, lang));
      return { data };
    },
  );

  app.get(
    '/geo-data',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['reference'],
        summary: 'The states of a country, and the cities of a state when `state` is given',
        querystring: geoDataQuerySchema,
        response: { 200: dataEnvelope(geoDataResponseSchema) },
      },
    },
    async (request) => {
      const { country: code, state: stateCode } = request.query;
      const country = await findCountry(app.db, code);
      if (!country) throw notFound('The country');
      const states = await findStatesOfCountry(app.db, code);
      let cities: CityDto[] = [];
      if (stateCode) {
        if (!(await findState(app.db, code, stateCode))) throw notFound('The state');
        cities = places()
          .City.getCitiesOfState(code, stateCode)
          .map((city) => ({
            name: city.name,
            state_code: city.stateCode,
            country_code: city.countryCode,
          }));
      }
      return { data: { country, states, cities } };
    },
  );

  for (const list of REFERENCE_LISTS) {
    app.get(
      `/${list}`,
      {
        config: { auth: 'public' },
        schema: {
          tags: ['reference'],
          summary: `The ${list.replace('-', ' ')} to choose from`,
          response: { 200: dataEnvelope(z.array(referenceItemSchema)) },
        },
      },
      async () => ({ data: await findReferenceItems(app.db, list) }),
    );
  }
};
