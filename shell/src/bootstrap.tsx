// Starts the shell: registers the remotes the edge inlined for this environment (with a
// tester's overrides outside production), fixes the locale in the URL for a first visit,
// creates the services and renders into #omad-root.
import './provide-shared';
import { startTransition, StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { hasLocalePrefix, localizePath, splitLocale } from '@omad/contract';
import { shellRoot } from './first-frame';
import { detectLocale } from './locale/detect';
import { startRemoteOverrides } from './remotes/overrides';
import { installRemotePreloading } from './remotes/preload';
import { preloadableScope, registerPinnedRemotes } from './remotes/registry';
import { installRemoteScriptErrors } from './remotes/script-errors';
import { createServices } from './services';
import { ShellProvider, ShellRoot } from './shell-root';
import { ShellErrorBoundary } from './system/shell-error-boundary';

const fixLocaleInUrl = () => {
  const { pathname, search, hash } = window.location;
  const current = `${pathname}${search}${hash}`;
  const locale = detectLocale({
    path: pathname,
    cookie: document.cookie,
    browserLanguages: navigator.languages,
  });
  // uz has no prefix: /uz/... is the same page as /...
  const target = hasLocalePrefix(pathname)
    ? localizePath(splitLocale(current).path, splitLocale(pathname).locale)
    : localizePath(current, locale);
  if (target !== current) window.history.replaceState(null, '', target);
  return locale;
};

// Before any remote's file runs: a broken one is its remote's failure, not the page's.
installRemoteScriptErrors(window);
// Overrides first: they decide which build of a remote gets registered.
startRemoteOverrides();
registerPinnedRemotes();
// Warm remotes on link intent and on idle; bundled or overridden ones load their own way.
installRemotePreloading({ doc: document, scopeOf: preloadableScope });
const locale = fixLocaleInUrl();
const services = createServices(locale);
// Replaces the first frame (first-frame.tsx) in the same root. A transition, so React
// renders the shell in slices and yields to the browser between them: the first frame stays
// on screen meanwhile, and input is never blocked for long. The boundary sits outside the
// router, so a failure while rendering the router, the provider or the root gets it too.
startTransition(() =>
  shellRoot().render(
    <StrictMode>
      <ShellErrorBoundary>
        <BrowserRouter>
          <ShellProvider services={services}>
            <ShellRoot />
          </ShellProvider>
        </BrowserRouter>
      </ShellErrorBoundary>
    </StrictMode>,
  ),
);
