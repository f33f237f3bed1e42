// Helpers for the e2e specs: talk to the platform as a browser would (same cookies as the
// page), make fresh players, wait for remotes to settle.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Calls a platform method through the edge with the page's cookies. */
export const callApi = async (
  request: APIRequestContext,
  method: string,
  body?: Record<string, string>,
  locale = 'uz',
): Promise<{ status: number; json: unknown }> => {
  const url = `/api/${method}?v=2.34&locale=${locale}`;
  const response = body ? await request.post(url, { multipart: body }) : await request.get(url);
  return { status: response.status(), json: await response.json() };
};

/** The password e2e players register with: not a common one, which registration refuses. */
export const E2E_PASSWORD = 'Omad-Sinov-2026';

let counter = 0;

/** A new player, registered and signed in within the page's browser context. */
export const registerPlayer = async (page: Page): Promise<{ email: string; password: string }> => {
  counter += 1;
  const email = `e2e-${Date.now()}-${process.pid}-${counter}@omad.test`;
  // Not on the platform's common-password deny-list (registration refuses those).
  const password = E2E_PASSWORD;
  const { status, json } = await callApi(page.request, 'auth.register', {
    email,
    password,
    currency: 'UZS',
  });
  expect(status, JSON.stringify(json)).toBe(200);
  return { email, password };
};

export const signIn = async (page: Page, login: string, password: string): Promise<void> => {
  const { status, json } = await callApi(page.request, 'auth.login', { login, password });
  expect(status, JSON.stringify(json)).toBe(200);
};

/** The page region (the owning remote's ./app) once it has mounted or failed. */
export const pageRegion = (page: Page) => page.locator('.omad-page-region');

export const expectPageMounted = async (page: Page, remote: string) => {
  await expect(pageRegion(page)).toHaveAttribute('data-remote', remote);
  await expect(pageRegion(page)).toHaveAttribute('data-status', 'mounted');
};

export const header = (page: Page) => page.locator('header.omad-shell-header');
export const footer = (page: Page) => page.getByTestId('site-footer');
