/**
 * schema.org data as `<script type="application/ld+json">`, rendered with the page so the server-rendered
 * HTML carries it (crawlers read it without running JavaScript). It is data, never executed (the CSP allows
 * no inline script); every `<` is written as `\u003c`, so no text in it can close the element.
 */
export function JsonLd({ data }: { data: unknown }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return (
    // eslint-disable-next-line no-restricted-syntax -- JSON, not HTML: every `<` is escaped above, so it cannot end the element
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
  );
}
