/** The board's filters on a listing's own columns, as the facet words (listing-facets.ts) and the queries read them. */
export interface ListingFilter {
  category?: string | undefined;
  employment_type?: string | undefined;
  location_type?: string | undefined;
  country_code?: string | undefined;
  state_code?: string | undefined;
  /** Normalized city. */
  city?: string | undefined;
  salary_min?: number | undefined;
  salary_currency?: string | undefined;
  provider_id?: string | undefined;
}

/** The filters of one board request, with the day whose deadlines it checks. */
export interface JobBoardFilter extends ListingFilter {
  today: string;
}
