// The content-service client every app uses (spec section 7, content service): raw reads
// from transport.ts plus the typed readers of readers.ts, in one object.
import { createCmsTransport, type CmsClientOptions, type CmsTransport } from './transport';
import { createReaders, type CmsReaders } from './readers';

/** What RemoteProps.cms offers: raw reads plus typed readers for every content type. */
export type CmsClient = CmsTransport & CmsReaders;

export function createCmsClient(options: CmsClientOptions): CmsClient {
  const transport = createCmsTransport(options);
  return { ...transport, ...createReaders(transport) };
}
