import { CHUNK_LOAD_TIMEOUT_MS, chunkLoadFailedMessage } from '@hireway/shared';
import type { ComponentType } from 'react';

export interface RouteModule {
  Component: ComponentType;
}

/** A route module that is thrown to the error boundary when it fails or takes over 120 s. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/** Lazy screen: its own chunk, loaded during navigation (the progress bar shows meanwhile). */
export const lazyRoute = (id: string, load: () => Promise<RouteModule>) => async (): Promise<RouteModule> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(chunkLoadFailedMessage(id))), CHUNK_LOAD_TIMEOUT_MS);
  });
  try {
    const module = await Promise.race([load(), timeout]);
    return { Component: module.Component };
  } catch {
    throw new ChunkLoadError(chunkLoadFailedMessage(id));
  } finally {
    clearTimeout(timer);
  }
};
