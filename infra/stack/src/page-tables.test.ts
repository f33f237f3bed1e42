// Every remote's page table (src/pages.ts, definePages) against the shell's route table: the
// shell mounts a remote for exactly the paths the remote declares, and both agree on which
// pages a guest is sent home from. Adding a screen is a row in the remote's table and a row
// in the shell's; this test names the one that is missing or disagrees.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTE_APPS } from '@omad/contract';
import { isRedirectRow, needsSignIn, type PageTable } from '@omad/contract/pages';
import { ROUTES } from '../../../shell/src/routing/route-table';
import { REPO_ROOT } from './paths';

const tableOf = async (app: string): Promise<PageTable> => {
  const module = (await import(path.join(REPO_ROOT, app, 'src/pages.ts'))) as { PAGES: PageTable };
  return module.PAGES;
};

describe.each(REMOTE_APPS)("%s's page table", (app) => {
  it('declares every path the shell mounts it for, and no other', async () => {
    const table = await tableOf(app);
    const mounted = ROUTES.filter((route) => route.remote === app && !route.redirect).map(
      (route) => route.path,
    );
    expect(table.rows.map((row) => row.path).toSorted()).toEqual(mounted.toSorted());
  });

  it("needs a signed-in player exactly where the shell's guard sends a guest home", async () => {
    const table = await tableOf(app);
    for (const row of table.rows) {
      const route = ROUTES.find((candidate) => candidate.path === row.path);
      expect(route, row.path).toBeDefined();
      expect(row.signIn ?? false, row.path).toBe(needsSignIn(row.path, route?.name ?? null));
    }
  });

  it('sends a redirect row to a page of its own', async () => {
    const table = await tableOf(app);
    for (const row of table.rows.filter(isRedirectRow)) {
      const target = table.rows.find((other) => other.path === row.redirect);
      expect(target && !isRedirectRow(target), row.path).toBe(true);
    }
  });
});
