import { expect } from 'vitest';

/** The error a promise rejects with, checked to be of the given class (the test fails if the promise resolves). */
export async function rejectionOf<E>(
  promise: Promise<unknown>,
  kind: abstract new (...args: never[]) => E,
): Promise<E> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(kind);
  return error as E;
}
