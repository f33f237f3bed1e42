// The shell's first frame drawn on the edge (the contract's RenderShellFrame): the same
// FirstFrame the browser draws, for the locale and layout the request's address, cookie and
// languages give, so the page paints before any script has run and the browser's first
// frame takes this markup over (hydrateRoot) instead of drawing it again. Built for Node as
// server/first-frame.cjs beside index.html (@omad/build's defineShellFrameConfig).
import { renderToString } from 'react-dom/server';
import { splitLocale } from '@omad/contract';
import type { RenderShellFrame } from '@omad/contract/pages';
import { FirstFrame, frameLayout } from '../first-frame';
import { acceptedLanguages, detectLocale } from '../locale/detect';

export const renderShellFrame: RenderShellFrame = ({
  path,
  cookie,
  acceptLanguage,
  hero,
  firstScreen,
  absent = false,
}) =>
  renderToString(
    <FirstFrame
      locale={detectLocale({ path, cookie, browserLanguages: acceptedLanguages(acceptLanguage) })}
      layout={frameLayout(splitLocale(path).path)}
      hero={hero}
      firstScreen={firstScreen}
      absent={absent}
    />,
  );
