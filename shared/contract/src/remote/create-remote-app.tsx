// Turns a remote's root component into the single-spa lifecycles the shell mounts:
// registers the remote's translations, provides RemoteProps, the shared i18n instance and
// a react-router <Router> driven by the shell's location and navigator.
import React, { startTransition, type ComponentType, type ReactNode } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { Router } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import { UiLocaleProvider } from '@omad/ui';
import singleSpaReact from 'single-spa-react';
import type { Locale } from '../locale';
import type { RemoteProps } from '../remote-props';
import { RemotePropsContext } from './context';
import { RemoteBoundary } from './remote-boundary';
import type { PageTable } from '../pages/define-pages';
import { pageRoutes } from './page-routes';

/** Translations of one remote: a namespace's resources per locale. */
export type RemoteResources = Readonly<Record<Locale, Readonly<Record<string, unknown>>>>;

export type RemoteAppOptions = Readonly<{
  /** The i18next namespace of the remote, e.g. 'cashier'. */
  namespace: string;
  /** Its texts in every locale. */
  resources: RemoteResources;
}> &
  (
    | Readonly<{
        /**
         * The remote's page table (definePages): its routes, and the readying of the page at
         * the host's location before the first render (its chunk, its `prepare`), so the
         * remote's first frame is the page itself, drawn over the first screen the edge
         * served with the same markup, instead of a skeleton. Waited for at most
         * PREPARE_TIMEOUT_MS; a failure or a slow answer only costs the head start.
         */
        pages: PageTable;
        /** Shown while a page's chunk loads; the contract's PageLoading by default. */
        loading?: ReactNode;
      }>
    | Readonly<{
        /** A slot widget's root (a widget renders no pages). */
        root: ComponentType;
        /** Readies the widget's first render, as a page row's prepare does. */
        prepare?: (host: RemoteProps) => Promise<unknown>;
      }>
  );

/** How long a remote's mount waits for `prepare`. */
export const PREPARE_TIMEOUT_MS = 2000;

/** `work`, or nothing once `ms` have passed or it failed: preparing never blocks a mount. */
const atMost = async (work: Promise<unknown>, ms: number): Promise<void> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  try {
    await Promise.race([work.then(() => undefined), deadline]);
  } catch (error: unknown) {
    console.warn('[remote] preparing the first render failed; the page loads by itself', error);
  } finally {
    clearTimeout(timer);
  }
};

/** The lifecycles of `./app` and of every slot widget. */
export type RemoteLifecycles = ReturnType<typeof singleSpaReact<RemoteProps>>;

const registerResources = (host: RemoteProps, options: RemoteAppOptions): void => {
  for (const [locale, bundle] of Object.entries(options.resources)) {
    if (!host.i18n.hasResourceBundle(locale, options.namespace)) {
      host.i18n.addResourceBundle(locale, options.namespace, bundle, true, false);
    }
  }
};

/**
 * react-dom/client for single-spa-react, with every render of a remote's root a transition:
 * React then renders it in slices and yields between them, so mounting several remotes at
 * once never blocks the page's input for long. Unmounting stays synchronous.
 */
const slicedClient = {
  createRoot: (container: Element | DocumentFragment) => {
    const root = ReactDOMClient.createRoot(container);
    return {
      render: (node: ReactNode) => startTransition(() => root.render(node)),
      unmount: () => root.unmount(),
    };
  },
} as unknown as typeof ReactDOMClient;

/** The element single-spa mounts into (its props carry it; RemoteProps does not name it). */
const elementOf = (props: object): Element | undefined =>
  'domElement' in props && props.domElement instanceof Element ? props.domElement : undefined;

/** The root and the readying of a remote's options. */
const rootOf = (
  options: RemoteAppOptions,
): Readonly<{ Root: ComponentType; prepare?: (host: RemoteProps) => Promise<unknown> }> => {
  if ('root' in options) return { Root: options.root, prepare: options.prepare };
  const routes = pageRoutes(options.pages, options.loading);
  return { Root: routes.Routes, prepare: routes.prepare };
};

export const createRemoteApp = (options: RemoteAppOptions): RemoteLifecycles => {
  const { Root, prepare } = rootOf(options);
  // Render errors caught while a mount is under way, by the element it mounts into.
  const mountErrors = new WeakMap<Element, Error>();
  const HostedRoot = (host: RemoteProps) => {
    registerResources(host, options);
    const element = elementOf(host);
    return (
      <RemotePropsContext.Provider value={host}>
        <QueryClientProvider client={host.queryClient}>
          <I18nextProvider i18n={host.i18n} defaultNS={options.namespace}>
            <UiLocaleProvider locale={host.locale}>
              <Router location={host.location} navigator={host.navigator} basename={host.basename}>
                <RemoteBoundary
                  host={host}
                  onError={(error) => {
                    if (element && !mountErrors.has(element)) mountErrors.set(element, error);
                  }}
                >
                  <Root />
                </RemoteBoundary>
              </Router>
            </UiLocaleProvider>
          </I18nextProvider>
        </QueryClientProvider>
      </RemotePropsContext.Provider>
    );
  };
  const lifecycles = singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient: slicedClient,
    rootComponent: HostedRoot,
    suppressComponentDidCatchWarning: true,
  });
  const mount = lifecycles.mount;
  return {
    ...lifecycles,
    // A first render that throws fails the mount, so the shell shows its fallback, whose
    // retry loads the remote's code afresh; a later render error stays in the remote's own
    // boundary, whose retry renders again.
    mount: async (props) => {
      if (prepare) {
        await atMost(
          Promise.resolve().then(() => prepare(props)),
          PREPARE_TIMEOUT_MS,
        );
      }
      const element = elementOf(props);
      if (element) mountErrors.delete(element);
      await mount(props);
      // The boundary reports in the commit that mounted: one task later it has spoken.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const error = element ? mountErrors.get(element) : undefined;
      if (error) {
        await lifecycles.unmount(props);
        throw new Error(`first render failed: ${error.message}`);
      }
    },
  };
};

/** Another locale's texts: the same keys as the default locale's, any strings as values. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
