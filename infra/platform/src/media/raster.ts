// Game art as WebP. A phone scrolling the lobby shows dozens of tiles a second, and Chrome
// draws an SVG image on the page's main thread, where a raster one is decoded off it: SVG art
// made the frames that bring new rows long. The SVG is rendered by resvg with fonts shipped in
// node_modules (the same pixels on every machine) and encoded by sharp; each result is kept
// in memory and in a folder under the system's temporary one, named by a hash of what it was
// drawn from, so a restarted platform (or another one on the machine) does not draw it again.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';

const require = createRequire(import.meta.url);

/** The weights the art's texts use, from the Roboto family. */
const FONT_FILES = [
  '@expo-google-fonts/roboto/700Bold/Roboto_700Bold.ttf',
  '@expo-google-fonts/roboto/800ExtraBold/Roboto_800ExtraBold.ttf',
  '@expo-google-fonts/roboto/900Black/Roboto_900Black.ttf',
].map((file) => require.resolve(file));

/** 1.5× a 288x192 tile: sharp in a 2× phone's 160 px column, about 8 KB a game. */
export const RASTER_WIDTH = 432;
/** Quality 78 at effort 2: 14 ms a game on one core, 4 % larger than the slowest effort. */
const WEBP = { quality: 78, effort: 2 } as const;
/** Results kept in memory: the seeded catalogue's art and covers fit. */
const KEPT = 3000;

/** Where drawn art is kept between runs: a file per hash of its SVG and the settings. */
export const RASTER_FOLDER = join(tmpdir(), 'omad-media');

const kept = new Map<string, Promise<Buffer>>();

const rasterise = async (svg: string): Promise<Buffer> => {
  const image = await renderAsync(svg, {
    fitTo: { mode: 'width', value: RASTER_WIDTH },
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'Roboto' },
  });
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } })
    .webp(WEBP)
    .toBuffer();
};

/** The file an SVG's drawing is kept in: a hash of the SVG and the drawing's settings. */
export const rasterFile = (svg: string): string =>
  `${createHash('sha256')
    .update(JSON.stringify([RASTER_WIDTH, WEBP, svg]))
    .digest('hex')}.webp`;

const stored = async (svg: string, file: string): Promise<Buffer> => {
  const found = await readFile(file).catch(() => null);
  if (found) return found;
  const drawn = await rasterise(svg);
  // Written aside and renamed: a reader never sees half a file.
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.part`;
  await writeFile(partial, drawn);
  await rename(partial, file);
  return drawn;
};

/**
 * The WebP of an SVG, drawn once and then kept (a failed drawing is forgotten, so the next
 * request tries again).
 */
export const webpOf = (svg: string, folder = RASTER_FOLDER): Promise<Buffer> => {
  const file = join(folder, rasterFile(svg));
  const hit = kept.get(file);
  if (hit) {
    // Most recently used last: the Map's order is the eviction order.
    kept.delete(file);
    kept.set(file, hit);
    return hit;
  }
  const drawing = stored(svg, file);
  kept.set(file, drawing);
  drawing.catch(() => kept.delete(file));
  while (kept.size > KEPT) {
    const oldest = kept.keys().next();
    if (oldest.done === true) break;
    kept.delete(oldest.value);
  }
  return drawing;
};
