// The providers page's first screen, drawn on the edge from its games.getProviders read with
// the page's own view (providers-view.tsx): the title and every provider's card with its
// logo, name, game count and link. The page replaces it when it mounts.
import * as v from 'valibot';
import { ProviderSchema, type Provider } from '@omad/contract/api';
import { logoOf } from '../../lib/catalogue';
import { NOTHING } from '../../lib/inert';
import { ProvidersView } from './providers-view';

/** The providers of a games.getProviders answer, or null. */
export const providersIn = (answer: unknown): Provider[] | null => {
  const parsed = v.safeParse(v.array(ProviderSchema), answer);
  return parsed.success ? parsed.output : null;
};

/** The logos the first screen shows, in page order. */
export const providerLogos = (providers: readonly Provider[]): string[] =>
  providers.flatMap((provider) => logoOf(provider) ?? []);

export const ProvidersFirstScreen = ({
  providers,
}: Readonly<{ providers: readonly Provider[] }>) => (
  <ProvidersView
    data-first-screen="providers"
    providers={providers}
    failed={false}
    onRetry={NOTHING}
  />
);
