import { describe, expect, it } from 'vitest';

import { isSafeImageSource, renderMarkdown, toPlainText } from './content.sanitize';

const ORIGIN = 'http://localhost:3000';

describe('renderMarkdown (XSS-01)', () => {
  it('renders the allowed markdown', () => {
    const html = renderMarkdown(
      '# Title\n\n## Part\n\nSome **bold** and *soft* text.\n\n- one\n- two\n\n> quoted',
      ORIGIN,
    );
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<h2>Part</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>soft</em>');
    expect(html).toContain('<ul>\n<li>one</li>');
    expect(html).toContain('<blockquote>');
  });

  it.each([
    ['<img src=x onerror=alert(1)>', ['onerror', '<img']],
    ['<img src="/media/a.png" onerror="alert(1)">', ['onerror']],
    ['[click](javascript:alert(1))', ['javascript:']],
    ['[click](JaVaScRiPt:alert(1))', ['javascript', 'JaVaScRiPt']],
    ['<a href="java&#x09;script:alert(1)">x</a>', ['script:']],
    ['[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)', ['data:']],
    ['<script>alert(1)</script>', ['<script', 'alert(1)']],
    ['<svg onload=alert(1)><circle/></svg>', ['<svg', 'onload']],
    ['<iframe src="https://evil.example"></iframe>', ['<iframe', 'evil.example']],
    ['<p style="background:url(javascript:alert(1))" onclick="x()">hi</p>', ['style', 'onclick', 'javascript']],
    ['![x](https://evil.example/pixel.png)', ['evil.example', '<img']],
    ['![x](//evil.example/pixel.png)', ['evil.example', '<img']],
    ['"><script>alert(1)</script>', ['<script']],
  ])('neutralises %s', (markdown, forbidden) => {
    const html = renderMarkdown(markdown, ORIGIN);
    for (const fragment of forbidden) expect(html).not.toContain(fragment);
  });

  it('keeps safe links with rel="nofollow noopener", whatever rel was given', () => {
    expect(renderMarkdown('[site](https://example.com)', ORIGIN)).toBe(
      '<p><a href="https://example.com" rel="nofollow noopener">site</a></p>\n',
    );
    expect(renderMarkdown('<a href="mailto:help@hireway.test" rel="opener">mail</a>', ORIGIN)).toContain(
      '<a href="mailto:help@hireway.test" rel="nofollow noopener">mail</a>',
    );
  });

  it('keeps images from our own origin and inline raster data only', () => {
    expect(renderMarkdown('![ours](/media/pic.png)', ORIGIN)).toContain('<img src="/media/pic.png" alt="ours" />');
    expect(renderMarkdown(`![ours](${ORIGIN}/media/pic.png)`, ORIGIN)).toContain(`src="${ORIGIN}/media/pic.png"`);
    expect(renderMarkdown('![dot](data:image/png;base64,iVBORw0KGgo=)', ORIGIN)).toContain(
      'src="data:image/png;base64,iVBORw0KGgo="',
    );
  });
});

describe('isSafeImageSource', () => {
  it.each([
    ['/media/a.png', true],
    ['http://localhost:3000/a.png', true],
    ['https://localhost:3000/a.png', false],
    ['//evil.example/a.png', false],
    ['/\\evil.example/a.png', false],
    ['https://evil.example/a.png', false],
    ['data:image/svg+xml;base64,PHN2Zz4=', false],
    ['javascript:alert(1)', false],
    ['a.png', false],
    [undefined, false],
  ])('%s → %s', (src, expected) => {
    expect(isSafeImageSource(src, ORIGIN)).toBe(expected);
  });
});

describe('toPlainText', () => {
  it.each([
    ['<script>alert(1)</script>Nice article', 'Nice article'],
    ['<b>Bold</b> and <i>italic</i>', 'Bold and italic'],
    ['&lt;script&gt;alert(1)&lt;/script&gt;Hi', 'Hi'],
    ['&amp;lt;img src=x onerror=alert(1)&amp;gt;ok', 'ok'],
    ['salary < 50k & bonus > 0', 'salary < 50k & bonus > 0'],
    ['Say "hello" & smile <3', 'Say "hello" & smile <3'],
    ['  spaced  ', 'spaced'],
    ['<style>body{}</style>', ''],
  ])('%s → %s', (input, expected) => {
    expect(toPlainText(input)).toBe(expected);
  });
});
