import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { coalesce } from './coalesce';

/** A read that records each key it runs for, and answers `value:<key>` or fails on `bad`. */
function recordingRead() {
  const runs: string[] = [];
  const read = coalesce(
    async (key: { id: string }) => {
      runs.push(key.id);
      if (key.id === 'bad') throw new Error('read failed');
      return `value:${key.id}`;
    },
    (key) => key.id,
  );
  return { runs, read };
}

describe('coalesce', () => {
  it('runs equal keys of one turn once and gives every caller the result', async () => {
    const { runs, read } = recordingRead();
    const answers = Promise.all([read({ id: 'a' }), read({ id: 'a' }), read({ id: 'b' }), read({ id: 'a' })]);
    expect(runs).toEqual([]); // nothing starts before the turn's calls are all made
    expect(await answers).toEqual(['value:a', 'value:a', 'value:b', 'value:a']);
    expect(runs).toEqual(['a', 'b']);
  });

  it('keeps nothing: a call in a later turn reads again', async () => {
    const { runs, read } = recordingRead();
    await read({ id: 'a' });
    await nextTurn();
    await read({ id: 'a' });
    expect(runs).toEqual(['a', 'a']);
  });

  it('gives the read error to every caller of its key, and not to the others', async () => {
    const { read } = recordingRead();
    const [first, second, other] = await Promise.allSettled([
      read({ id: 'bad' }),
      read({ id: 'bad' }),
      read({ id: 'c' }),
    ]);
    expect(first).toMatchObject({ status: 'rejected', reason: { message: 'read failed' } });
    expect(second).toMatchObject({ status: 'rejected', reason: { message: 'read failed' } });
    expect(other).toEqual({ status: 'fulfilled', value: 'value:c' });
  });
});
