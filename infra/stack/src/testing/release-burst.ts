// A release manager's burst, for many-edges.test.ts: one process that runs the release CLI's
// `pin` for every <app>@<version> given, all at the same time, as RELEASE_ACTOR.
// Usage: tsx infra/stack/src/testing/release-burst.ts <env> <app>@<version>…
import { main } from '../../../release/src/cli';

const [env, ...pins] = process.argv.slice(2);
if (env === undefined || pins.length === 0) {
  console.error('usage: release-burst.ts <env> <app>@<version>…');
  process.exit(2);
}
const codes = await Promise.all(
  pins.map((spec) =>
    main(
      ['pin', env, spec, '--reason', 'burst'],
      process.env,
      () => {},
      (line) => console.error(line),
    ),
  ),
);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
