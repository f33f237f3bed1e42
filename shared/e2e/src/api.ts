// Platform calls from a spec, made through the edge as the storefront's client makes them:
// the contract's API version and a locale in the query, the context's cookies with them.
import { expect, type APIRequestContext } from '@playwright/test';
import type { Locale } from '@omad/contract';
import { API_VERSION } from '@omad/contract/api';

/** Whether an answer's value is an object, to read without trusting its shape. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A method's path with the version and locale first: '/api/auth.login?v=…&locale=uz'. */
export const apiPath = (
  method: string,
  query: Readonly<Record<string, string>> = {},
  locale: Locale = 'uz',
): string => `/api/${method}?${new URLSearchParams({ v: API_VERSION, locale, ...query })}`;

/** Calls a platform method through the edge with the context's cookies (POST with a body). */
export const callApi = async (
  request: APIRequestContext,
  method: string,
  body?: Record<string, string>,
  locale: Locale = 'uz',
): Promise<{ status: number; json: unknown }> => {
  const url = apiPath(method, {}, locale);
  const response = body ? await request.post(url, { multipart: body }) : await request.get(url);
  return { status: response.status(), json: await response.json() };
};

/** A GET method's data, read with the context's cookies, asserting it answered. */
export const dataOf = async <T>(
  request: APIRequestContext,
  method: string,
  query: Record<string, string> = {},
): Promise<T> => {
  const response = await request.get(apiPath(method, query));
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
};
