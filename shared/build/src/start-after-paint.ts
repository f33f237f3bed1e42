// The shell's bundles start once the page the edge drew has painted, with its top image.
//
// Every public page arrives as real markup: the shell's first frame and the page's first
// screen, whose top image is preloaded with high priority. If the bundles started with the
// parser (`defer`), their download would share a slow phone's link with that image, and their
// evaluation would hold the main thread between the image's arrival and its paint: the page's
// largest paint would wait for a megabyte of code it does not need. So the build replaces the
// bundles' script tags with one small inline script that adds them (in order) once the
// document is parsed, every high-priority image is decoded (or failed), and a frame has painted
// — or once START_CAP_MS have passed, so a slow image never holds the page's code for long.
// A page without such an image loses one frame. The links the edge drew work before that.
// The plugin that puts it in index.html: host.ts.
//
// The first frame's buttons (the menu, the language switch) do nothing until the shell takes
// the frame over. So a tap on one (an element with INTENT_ATTRIBUTE) is not lost: the starter
// starts the bundles at once and records the button's intent on the root element, and the
// shell, once its own header is drawn, taps the button with the same intent (replay-intent.ts).

/** The longest the bundles wait for the first screen's images, from the parse's end. */
export const START_CAP_MS = 3000;

/**
 * The attribute of the starter's script element that lists the bundles it starts, in order,
 * separated by spaces: the starter reads it, and so can any tool that reads the page.
 */
export const BUNDLES_ATTRIBUTE = 'data-omad-bundles';

/** Names what a first-frame button does ('menu', 'locale-ru'), on that button and its successor. */
export const INTENT_ATTRIBUTE = 'data-omad-intent';

/** On the root element: the intent of the last button tapped before the shell took over. */
export const PENDING_INTENT_ATTRIBUTE = 'data-omad-pending-intent';

/** The element the edge drew the shell's first frame in, until the shell replaces it. */
const FIRST_FRAME_SELECTOR = '[data-first-frame]';

/**
 * The starter, in plain ES5 so every browser the storefront serves runs it as it is: it is
 * inlined into the page, never through the build's transpiler.
 */
const STARTER = `function (capMs) {
  var sources = document.currentScript.getAttribute('${BUNDLES_ATTRIBUTE}').split(' ');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < sources.length; i += 1) {
      var script = document.createElement('script');
      script.src = sources[i];
      script.async = false;
      document.body.appendChild(script);
    }
  }
  function afterNextPaint() {
    requestAnimationFrame(function () { setTimeout(start, 0); });
  }
  function whenReady(image, done) {
    if (typeof image.decode === 'function') {
      image.decode().then(done, done);
    } else if (image.complete) {
      done();
    } else {
      image.addEventListener('load', done, { once: true });
      image.addEventListener('error', done, { once: true });
    }
  }
  function whenParsed() {
    var images = document.querySelectorAll('img[fetchpriority="high"]');
    var waiting = images.length;
    function settled() {
      waiting -= 1;
      if (waiting === 0) afterNextPaint();
    }
    for (var i = 0; i < images.length; i += 1) whenReady(images[i], settled);
    if (waiting === 0) afterNextPaint();
    setTimeout(start, capMs);
  }
  function onEarlyTap(event) {
    var target = event.target;
    var button = target && target.closest ? target.closest('[${INTENT_ATTRIBUTE}]') : null;
    if (!button || !button.closest('${FIRST_FRAME_SELECTOR}')) return;
    document.documentElement.setAttribute('${PENDING_INTENT_ATTRIBUTE}', button.getAttribute('${INTENT_ATTRIBUTE}'));
    start();
  }
  document.addEventListener('click', onEarlyTap, true);
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', whenParsed, { once: true });
  } else whenParsed();
}`;

/** The inline script that starts its element's bundles after the first paint (see above). */
export const startAfterPaintScript = (capMs = START_CAP_MS): string =>
  `(${STARTER.replace(/\n\s*/g, '')})(${String(capMs)});`;

type Tag = Readonly<{
  tagName: string;
  attributes: Readonly<Record<string, string | boolean | undefined | null>>;
}>;

/** A tag HtmlRspackPlugin injects for an entry's bundle: a script with a source. */
const isBundle = (tag: Tag): boolean =>
  tag.tagName === 'script' && typeof tag.attributes.src === 'string';

/** Body tags with the bundles' script tags replaced by one starter (none: unchanged). */
export const withStarter = <T extends Tag>(
  tags: readonly T[],
  starter: (sources: readonly string[]) => T,
): T[] => {
  const sources = tags.filter(isBundle).map((tag) => String(tag.attributes.src));
  if (sources.length === 0) return [...tags];
  const kept = tags.filter((tag) => !isBundle(tag));
  return [...kept, starter(sources)];
};
