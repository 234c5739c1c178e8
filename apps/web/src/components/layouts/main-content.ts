/** The id of the page's <main> in both layouts: the skip link's target and where focus lands after navigation. */
export const MAIN_CONTENT_ID = 'main-content';
