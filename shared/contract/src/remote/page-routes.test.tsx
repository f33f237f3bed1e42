// @vitest-environment jsdom
// A remote's routes from its page table: the page at the location, a page on two paths kept
// mounted between them, a remote-level redirect, and the readying of the page it mounts at.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { definePages, type PageRow, type PrepareInput } from '../pages/define-pages';
import { createTestRemote } from '../testing';
import { pageRoutes } from './page-routes';
import { usePageSeo } from './use-page-seo';

afterEach(cleanup);

const Counter = () => {
  const { pathname } = useLocation();
  const [mounts, setMounts] = useState(0);
  useEffect(() => setMounts((count) => count + 1), []);
  return <p data-testid="page">{`${pathname} mounted ${String(mounts)}`}</p>;
};
const Other = () => <p data-testid="page">other</p>;

const loads: string[] = [];
const prepared: PrepareInput[] = [];
const counter = () => {
  loads.push('counter');
  return Promise.resolve(Counter);
};

const TABLE = definePages([
  { path: '/old', redirect: '/a' },
  { path: '/a', page: counter },
  { path: '/a/:id', page: counter },
  {
    path: '/other/:slug',
    page: () => Promise.resolve(Other),
    prepare: (input) => {
      prepared.push(input);
      return Promise.resolve();
    },
  },
]);

const renderAt = (path: string) => {
  const { Routes } = pageRoutes(TABLE, <p>loading</p>);
  const router = createMemoryRouter([{ path: '*', element: <Routes /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
};

describe('pageRoutes', () => {
  it('renders the page at the location after its chunk, and keeps it mounted across its paths', async () => {
    const router = renderAt('/a');
    expect(await screen.findByText('/a mounted 1')).toBeTruthy();
    await act(() => router.navigate('/a/7'));
    expect(await screen.findByText('/a/7 mounted 1')).toBeTruthy();
  });

  it("follows a row's redirect", async () => {
    renderAt('/old');
    expect(await screen.findByText('/a mounted 1')).toBeTruthy();
  });

  it('readies the page the remote mounts at: its chunk and its prepare, with the params', async () => {
    loads.length = 0;
    prepared.length = 0;
    const { prepare } = pageRoutes(TABLE);
    const host = (pathname: string) =>
      createTestRemote({
        remoteName: 'mf-test',
        namespace: 'test',
        resources: { uz: {}, ru: {} },
        location: { pathname },
      }).props;
    await prepare(host('/ru/a/3'));
    expect(loads).toEqual(['counter']);
    await prepare(host('/other/about'));
    expect(prepared.map((input) => input.params)).toEqual([{ slug: 'about' }]);
    await prepare(host('/old'));
    await prepare(host('/nowhere'));
    expect(loads).toEqual(['counter']);
    expect(prepared).toHaveLength(1);
  });
});

describe("a row's head", () => {
  const Titled = () => {
    usePageSeo({ title: 'Sahifa' });
    return <p>titled</p>;
  };
  const headAt = async (row: Partial<PageRow>) => {
    const host = createTestRemote({
      remoteName: 'mf-test',
      namespace: 'test',
      resources: { uz: {}, ru: {} },
    });
    const { Routes } = pageRoutes(
      definePages([{ path: '/', page: () => Promise.resolve(Titled), ...row }]),
    );
    host.render(<Routes />);
    await screen.findByText('titled');
    return vi.mocked(host.props.seo.setPage).mock.calls.at(-1)?.[0];
  };

  it('goes under what the page sets: noindex for a page with nothing to find', async () => {
    expect(await headAt({ head: { noindex: true } })).toEqual({ noindex: true, title: 'Sahifa' });
  });

  it('is noindex for a signed-in players’ page without saying so, and nothing for a public one', async () => {
    expect(await headAt({ signIn: true })).toEqual({ noindex: true, title: 'Sahifa' });
    cleanup();
    expect(await headAt({})).toEqual({ title: 'Sahifa' });
  });
});
