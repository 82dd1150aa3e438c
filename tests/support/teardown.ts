import { rmSync } from 'node:fs';

/** Removes the run's temporary data directory. */
export default function teardown(): void {
  const dir = process.env.WORKBENCH_TEST_DATA_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
