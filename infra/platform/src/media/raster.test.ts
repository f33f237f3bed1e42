// Game art rasterised: a WebP of the tile's proportions at the raster width, drawn with the
// shipped fonts and kept in a folder under the hash of what it was drawn from.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { RASTER_WIDTH, rasterFile, webpOf } from './raster';
import { gameSvg } from './svg';

const folders: string[] = [];
const newFolder = async () => {
  const folder = await mkdtemp(join(tmpdir(), 'omad-raster-'));
  folders.push(folder);
  return folder;
};
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true }))));

const art = (name: string) => gameSvg({ name, provider: 'Silk Road Studio', type: 'slot' });

describe('game art as WebP', () => {
  it('draws a 3:2 WebP of the raster width, other pixels for another game', async () => {
    const folder = await newFolder();
    const caravan = await webpOf(art('Golden Caravan'), folder);
    const meta = await sharp(caravan).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', RASTER_WIDTH, 288]);
    const tiger = await webpOf(art('Wild Tiger'), folder);
    expect(tiger.equals(caravan)).toBe(false);
    // Far lighter than a PNG of the same pixels.
    expect(caravan.length).toBeLessThan(20_000);
  });

  it('keeps each drawing in the folder under its hash, whole', async () => {
    const folder = await newFolder();
    const svg = art('Samarkand Stars');
    const drawn = await webpOf(svg, folder);
    expect(await readdir(folder)).toEqual([rasterFile(svg)]);
    expect(await readFile(join(folder, rasterFile(svg)))).toEqual(drawn);
    // Asked again, the same bytes, not a second drawing.
    expect(await webpOf(svg, folder)).toBe(await webpOf(svg, folder));
  });

  it('serves what the folder holds without drawing it again', async () => {
    const folder = await newFolder();
    const svg = art('Bukhara Gold');
    const held = await sharp({ create: { width: 3, height: 2, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    await writeFile(join(folder, rasterFile(svg)), held);
    expect(await webpOf(svg, folder)).toEqual(held);
  });
});
