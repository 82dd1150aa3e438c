/**
 * Request coalescing for hot reads (docs/architecture.md, "Hot paths"): identical reads asked
 * for in the same turn of the event loop share one database round trip.
 */
import DataLoader from 'dataloader';

/**
 * Wraps the read `run` so that calls with equal keys (equal by `keyOf`) asked for in the same turn
 * of the event loop run it once and all get its result or its error. The read starts at
 * `setImmediate`, after every call that joins it was made, so no caller sees data older than its
 * own call: unlike a cache, nothing is kept once the read answers, and nothing needs invalidating.
 * Distinct keys of one turn run side by side. Under load, the requests released together by the
 * replay check (src/lib/signature.ts) reach their handlers in one turn, so a page many people
 * open at once costs one query, not one per person.
 *
 * @param run the read: must not write, and must depend only on its key.
 * @param keyOf the key's identity as a string, e.g. `${companyId}|${lang}|${pageNum}`.
 */
export function coalesce<K, V>(run: (key: K) => Promise<V>, keyOf: (key: K) => string): (key: K) => Promise<V> {
  const loader = new DataLoader<K, V, string>(
    (keys) => {
      const reads = new Map<string, Promise<V | Error>>();
      return Promise.all(
        keys.map((key) => {
          const id = keyOf(key);
          let read = reads.get(id);
          if (!read) {
            read = run(key).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
            reads.set(id, read);
          }
          return read;
        }),
      );
    },
    { cache: false, batchScheduleFn: (send) => setImmediate(send) },
  );
  return (key) => loader.load(key);
}
