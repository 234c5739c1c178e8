import { useEffect } from 'react';

/**
 * Puts schema.org data into the page as `<script type="application/ld+json">`. It is data, never
 * executed (the CSP allows no inline script), and is built with createElement and textContent, so
 * nothing is parsed as HTML. The element goes when the page does.
 */
export function JsonLd({ data }: { data: unknown }) {
  const json = JSON.stringify(data);
  useEffect(() => {
    const element = document.createElement('script');
    element.type = 'application/ld+json';
    element.textContent = json;
    document.head.append(element);
    return () => element.remove();
  }, [json]);
  return null;
}
