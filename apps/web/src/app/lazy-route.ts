import { CHUNK_LOAD_TIMEOUT_MS, chunkLoadFailedMessage } from '@hireway/shared';
import type { ComponentType } from 'react';

import { i18n, loadAllNamespaces } from '../lib/i18n';

export interface RouteModule {
  Component: ComponentType;
}

/** A route module that is thrown to the error boundary when it fails or takes over 120 s. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/**
 * Lazy screen: its own chunk, loaded during navigation (the progress bar shows meanwhile), with the translations
 * it uses, so it never renders a key. `namespaces`: the only namespaces the screen and its layout use beyond the
 * core ones (CORE_NAMESPACES, loaded at start); without it every namespace is loaded.
 */
export const lazyRoute =
  (id: string, load: () => Promise<RouteModule>, namespaces?: readonly string[]) => async (): Promise<RouteModule> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadError(chunkLoadFailedMessage(id))), CHUNK_LOAD_TIMEOUT_MS);
    });
    try {
      const translations = namespaces === undefined ? loadAllNamespaces() : i18n.loadNamespaces([...namespaces]);
      const [module] = await Promise.race([Promise.all([load(), translations]), timeout]);
      return { Component: module.Component };
    } catch {
      throw new ChunkLoadError(chunkLoadFailedMessage(id));
    } finally {
      clearTimeout(timer);
    }
  };
