import { describe, expect, it } from 'vitest';

import { SharedRead, sharedReadPer, VersionedCache } from './job-board.cache';

/** A read whose answers the test releases one by one, recording when each started. */
function controlledRead() {
  const started: number[] = [];
  const pending: Array<{ resolve: (value: number) => void; reject: (error: Error) => void }> = [];
  let value = 0;
  return {
    started,
    set: (next: number) => {
      value = next;
    },
    read: () =>
      new Promise<number>((resolve, reject) => {
        started.push(value);
        const seen = value;
        pending.push({ resolve: () => resolve(seen), reject });
      }),
    finishNext: async () => {
      pending.shift()?.resolve(0);
      // Let the promise reactions (the waiting callers, the next read's start) run.
      await new Promise((resolve) => setImmediate(resolve));
    },
    failNext: async () => {
      pending.shift()?.reject(new Error('connection lost'));
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe('SharedRead', () => {
  it('lets a crowd that arrives during a read share the next one: two reads for eleven callers', async () => {
    const source = controlledRead();
    const shared = new SharedRead(source.read);
    const first = shared.get();
    const crowd = Array.from({ length: 10 }, () => shared.get());
    expect(source.started).toHaveLength(1);
    await source.finishNext();
    expect(source.started).toHaveLength(2);
    await source.finishNext();
    await expect(first).resolves.toBe(0);
    await expect(Promise.all(crowd)).resolves.toEqual(Array.from({ length: 10 }, () => 0));
    expect(source.started).toHaveLength(2);
  });

  it('never answers a caller with a read that started before it called', async () => {
    const source = controlledRead();
    const shared = new SharedRead(source.read);
    source.set(1);
    const early = shared.get(); // reads 1
    source.set(2); // committed while that read is on its way
    const late = shared.get();
    await source.finishNext();
    await source.finishNext();
    await expect(early).resolves.toBe(1);
    await expect(late).resolves.toBe(2);
    // Nothing is running any more: the next caller starts a read of its own at once.
    source.set(3);
    const after = shared.get();
    expect(source.started).toEqual([1, 2, 3]);
    await source.finishNext();
    await expect(after).resolves.toBe(3);
  });

  it('passes a failed read to its callers only; the callers waiting for the next read get it', async () => {
    const source = controlledRead();
    const shared = new SharedRead(source.read);
    source.set(5);
    const failing = shared.get();
    const waiting = shared.get();
    await source.failNext();
    await expect(failing).rejects.toThrow('connection lost');
    await source.finishNext();
    await expect(waiting).resolves.toBe(5);
  });

  it('keeps one shared read per key (the primary and each replica read their own)', async () => {
    const reads: string[] = [];
    const versionOf = sharedReadPer(async (db: { name: string }) => {
      reads.push(db.name);
      return db.name.length;
    });
    const primary = { name: 'primary' };
    const replica = { name: 'replica-1' };
    await expect(Promise.all([versionOf(primary), versionOf(replica)])).resolves.toEqual([7, 9]);
    expect(reads).toEqual(['primary', 'replica-1']);
  });
});

describe('VersionedCache', () => {
  it('computes a missing answer once however many ask at the same time, and serves it while the version holds', async () => {
    const cache = new VersionedCache<string>(10);
    let computed = 0;
    const compute = async () => {
      computed += 1;
      return `answer ${computed}`;
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => cache.get('q', 1, compute)));
    expect(answers).toEqual(Array.from({ length: 5 }, () => 'answer 1'));
    await expect(cache.get('q', 1, compute)).resolves.toBe('answer 1');
    // Another version: computed again, never the old answer.
    await expect(cache.get('q', 2, compute)).resolves.toBe('answer 2');
  });

  it('keeps at most its number of entries, dropping the least recently used', async () => {
    const cache = new VersionedCache<string>(2);
    const value = (text: string) => async () => text;
    await cache.get('a', 1, value('a'));
    await cache.get('b', 1, value('b'));
    await cache.get('a', 1, value('a again')); // a is now the most recently used
    await cache.get('c', 1, value('c')); // b goes
    expect(cache.size).toBe(2);
    await expect(cache.get('a', 1, value('recomputed'))).resolves.toBe('a');
    await expect(cache.get('b', 1, value('recomputed'))).resolves.toBe('recomputed');
  });
});
