/**
 * Leaves the app for the payment provider's hosted checkout. Only http(s) addresses are followed, so a
 * bad answer can never run a `javascript:` URL.
 */
export const goToCheckout = (authorizationUrl: string): boolean => {
  let url: URL;
  try {
    url = new URL(authorizationUrl, window.location.origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  window.location.assign(url.toString());
  return true;
};
