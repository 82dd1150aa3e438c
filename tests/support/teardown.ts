import { rmSync } from 'node:fs';

/** Removes the run's temporary data directories (the PostgreSQL server's too, when it ran). */
export default function teardown(): void {
  for (const dir of [process.env.WORKBENCH_TEST_DATA_DIR, process.env.WORKBENCH_POSTGRES_TEST_DATA_DIR]) {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}
