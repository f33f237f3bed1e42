// Media-library files: what an upload entity looks like in a Strapi 5 response (a flat
// object with its own documentId), and the bytes served under /cms/uploads.
import { documentIdOf } from './document-id';

export interface MediaFile {
  /** Upload id, unique across the library. */
  readonly id: number;
  /** File name under /cms/uploads, e.g. 'pay-uzcard.svg'. */
  readonly file: string;
  readonly alternativeText: string;
  readonly width: number;
  readonly height: number;
  readonly mime: string;
  /** The file's content; a function so that generated raster files are built on first use. */
  readonly body: () => string | Uint8Array;
}

export type MediaSource = Omit<MediaFile, 'id'>;

/** Numbers the files in order, so ids are stable from run to run. */
export const toLibrary = (sources: readonly MediaSource[]): MediaFile[] =>
  sources.map((source, index) => {
    let cached: string | Uint8Array | undefined;
    return { ...source, id: index + 1, body: () => (cached ??= source.body()) };
  });

export const byteLength = (body: string | Uint8Array): number =>
  typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;

const UPLOADED_AT = '2025-01-15T08:30:00.000Z';

/** The upload entity as Strapi 5 returns it in a populated media field. */
export function mediaEntity(file: MediaFile, baseUrl: string): Record<string, unknown> {
  const dot = file.file.lastIndexOf('.');
  const name = dot > 0 ? file.file.slice(0, dot) : file.file;
  return {
    id: file.id,
    documentId: documentIdOf('plugin::upload.file', file.id),
    name: file.file,
    alternativeText: file.alternativeText,
    caption: null,
    width: file.width,
    height: file.height,
    formats: null,
    hash: name.replace(/[^a-z0-9]+/gi, '_'),
    ext: dot > 0 ? file.file.slice(dot) : '',
    mime: file.mime,
    // Strapi reports size in kilobytes with two decimals.
    size: Math.round(byteLength(file.body()) / 10.24) / 100,
    url: `${baseUrl}/${file.file}`,
    previewUrl: null,
    provider: 'local',
    provider_metadata: null,
    createdAt: UPLOADED_AT,
    updatedAt: UPLOADED_AT,
    publishedAt: UPLOADED_AT,
  };
}
