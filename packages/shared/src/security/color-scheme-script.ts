/*
 * The skin before the first paint (no imports: vite.config.ts inlines this file into index.html, the API hashes it
 * for its Content-Security-Policy). Server-rendered pages arrive before the app's JavaScript; without this, a
 * visitor whose skin is dark would see the light page until hydration.
 */

/** The local-storage key of the saved skin, as Mantine's localStorageColorSchemeManager keeps it. */
export const COLOR_SCHEME_STORAGE_KEY = 'hireway.color_scheme';

/**
 * Sets `data-mantine-color-scheme` on <html> as MantineProvider will (defaultColorScheme "auto"): the saved skin,
 * else the system preference. Runs inline in <head>, allowed by its sha256 in script-src.
 */
export const COLOR_SCHEME_SCRIPT = `(function(){var s;try{s=localStorage.getItem(${JSON.stringify(COLOR_SCHEME_STORAGE_KEY)})}catch(e){}if(s!=='light'&&s!=='dark')s=window.matchMedia&&window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';document.documentElement.setAttribute('data-mantine-color-scheme',s)})()`;
