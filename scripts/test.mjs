// `pnpm test`: every check of the repository, in the order that fails fastest, each stage's wall
// time printed at the end, also when a stage fails (docs/architecture.md, "Tests").
import { spawnSync } from 'node:child_process';

/** The stages, each a root script of package.json, cheapest first: a later stage never runs after a failure. */
const STAGES = [
  ['lint', 'lint'],
  ['typecheck', 'typecheck'],
  ['unit tests (both engines)', 'test:unit'],
  ['Storybook and Ladle builds', 'build-stories'],
  ['story play tests', 'test:stories'],
  ['new-screen check', 'test:new-screen'],
  ['build, size budget and journeys', 'test:e2e'],
];

/** @param {number} ms */
function duration(ms) {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

const timings = [];
const started = performance.now();
let failed = null;
for (const [name, script] of STAGES) {
  const stageStarted = performance.now();
  const run = spawnSync('pnpm', ['run', script], { stdio: 'inherit' });
  timings.push([name, performance.now() - stageStarted]);
  if (run.status !== 0) {
    failed = { name, status: run.status ?? 1 };
    break;
  }
}

const width = Math.max(...STAGES.map(([name]) => name.length));
console.log('\npnpm test, wall time per stage:');
for (const [name, ms] of timings) console.log(`  ${name.padEnd(width)}  ${duration(ms).padStart(12)}`);
console.log(`  ${'total'.padEnd(width)}  ${duration(performance.now() - started).padStart(12)}`);
if (failed) {
  console.log(`stopped: ${failed.name} failed (exit ${failed.status})`);
  process.exit(failed.status);
}
