// Usage: npm run contract:surface
// Records the contract's public surface for its current version in shared/contract/surface.json
// (after a version bump), refusing a bump that is too small for what changed.
import { CONTRACT_VERSION } from '../version';
import { readSurface } from './read-surface';
import { nextRecord, readRecord, surfaceProblems, writeRecord } from './surface-record';

const previous = readRecord();
const current = readSurface();
const problems = previous ? surfaceProblems(previous, current, CONTRACT_VERSION) : [];
const blocking = problems.filter((problem) => !problem.includes('run `npm run contract:surface`'));
if (blocking.length > 0) {
  console.error(`contract:surface: ${blocking.join(' ')}`);
  process.exit(1);
}
const record = nextRecord(previous, current, CONTRACT_VERSION);
writeRecord(record);
console.log(
  `contract:surface: recorded ${CONTRACT_VERSION} (host surface since ${record.hostSince})`,
);
