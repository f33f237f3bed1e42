// The site-wide namespaces: banners.*, metadata.*, storage.* (per-player key/value) and
// events.* (product analytics events); support.* and chat.* are in support.ts.
import * as v from 'valibot';
import { BannerSchema, GeneralInfoSchema, pageOf } from './entities';
import type { Banner, GeneralInfo } from './entities';
import type { MethodCaller, Page, PageParams } from './methods';

/** The query of banners.get. */
export type BannerQuery = PageParams &
  Readonly<{
    /** Item fields to return; the parsed answer needs the default ones. */
    fields?: readonly string[];
  }>;

/** Stored values by key; a key never set reads as null. */
export const StoredValuesSchema = v.record(v.string(), v.nullable(v.string()));

/** A product analytics event (events.handle). */
export type PlatformEvent = Readonly<{
  event_name: string;
  /** Sent as JSON. */
  event_params?: Readonly<Record<string, unknown>>;
}>;

export const bannersApi = (call: MethodCaller) => ({
  /** A page of banners, 10 from the start unless asked otherwise (spec section 9). */
  get: ({
    offset = 0,
    count = 10,
    fields = ['id', 'finished_at', 'description'],
  }: BannerQuery = {}): Promise<Page<Banner>> =>
    call('banners.get', { params: { offset, count, fields }, schema: pageOf(BannerSchema) }),
});

export const metadataApi = (call: MethodCaller) => ({
  get: (): Promise<unknown> => call('metadata.get'),

  /** Site-wide settings the shell needs before anything else. */
  getGeneralInfo: (): Promise<GeneralInfo> =>
    call('metadata.getgeneralinfo', { schema: GeneralInfoSchema }),
});

export const storageApi = (call: MethodCaller) => ({
  get: (keys: readonly string[]): Promise<Record<string, string | null>> =>
    call('storage.get', { params: { keys }, schema: StoredValuesSchema }),

  getKeys: (): Promise<string[]> => call('storage.getKeys', { schema: v.array(v.string()) }),

  /** Stores one value, e.g. already_seen_cashback_id. */
  set: (key: string, value: string | null): Promise<unknown> =>
    call('storage.set', { body: { key, value } }),
});

export const eventsApi = (call: MethodCaller) => ({
  handle: (event: PlatformEvent): Promise<unknown> => call('events.handle', { params: event }),
});
