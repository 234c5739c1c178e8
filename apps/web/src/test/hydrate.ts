import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/**
 * A server-rendered page hydrated in the test's window: the page rendered to HTML as the server renders it, then
 * `inBrowser` run (what differs in the browser: its width, a saved skin, its clock and time zone), then a new page
 * hydrated over that HTML. Answers the root (unmount it after the test), the container and the recoverable errors
 * React reported (a hydration mismatch is one).
 */
export async function hydrateServerRender(
  page: () => ReactElement,
  inBrowser: () => void = () => {},
): Promise<{ root: Root; container: HTMLElement; errors: unknown[] }> {
  const html = renderToString(page());
  inBrowser();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, page(), { onRecoverableError: (error) => errors.push(error) });
    await Promise.resolve();
  });
  return { root: root as Root, container, errors };
}
