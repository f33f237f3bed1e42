// A remote's page as its own chunk: loaded when its route first shows, or ahead of the first
// render (`preload`, from createRemoteApp's `prepare`), after which it renders without
// suspending, so a page the edge drew a first screen for is drawn over it at once.
import { createElement, lazy, type ComponentType } from 'react';

/** A lazy page that can be loaded ahead; once loaded it renders without suspending. */
export type LazyPage = ComponentType & { readonly preload: () => Promise<void> };

/** The component `load` resolves to, as a lazy page. */
export const lazyComponent = (load: () => Promise<ComponentType>): LazyPage => {
  let loaded: ComponentType | null = null;
  const Suspending = lazy<ComponentType>(() => load().then((page) => ({ default: page })));
  const Page = () => createElement(loaded ?? Suspending);
  Page.preload = async () => {
    loaded = await load();
  };
  return Page;
};

/** The page `name` exported by the module `load` imports. */
export const lazyPage = <Name extends string>(
  load: () => Promise<Readonly<Record<Name, ComponentType>>>,
  name: Name,
): LazyPage => lazyComponent(() => load().then((module) => module[name]));
