import { describe, expect, it } from 'vitest';
import { gridLayout, overscanRows, rowIndices } from './grid-layout';

// The lobby's content width at a 360 px phone (16 px padding each side) and at 1440 px
// (the 1280 px container less 32 px padding each side).
const PHONE = 328;
const DESKTOP = 1216;

describe('grid layout', () => {
  it('has 2 columns on a 360 px phone and 6 at 1440 px', () => {
    expect(gridLayout(PHONE, 'default').columns).toBe(2);
    expect(gridLayout(DESKTOP, 'default').columns).toBe(6);
    expect(gridLayout(720, 'default').columns).toBe(4);
  });

  it('never goes below 2 columns nor past the view’s most', () => {
    expect(gridLayout(200, 'wide').columns).toBe(2);
    expect(gridLayout(4000, 'default').columns).toBe(6);
    expect(gridLayout(4000, 'wide').columns).toBe(4);
  });

  it('makes a row as tall as a tile: a 3:2 image and 44 px of text, or the image alone', () => {
    const phone = gridLayout(PHONE, 'default');
    expect(phone.tileWidth).toBe(158);
    expect(phone.rowHeight).toBe(Math.ceil((158 * 2) / 3 + 44));
    const compact = gridLayout(PHONE, 'compact');
    expect(compact.rowHeight).toBe(Math.ceil((compact.tileWidth * 2) / 3));
  });

  it('draws enough rows beyond the window to cover 200 px, at least one', () => {
    expect(overscanRows({ columns: 2, gap: 12, tileWidth: 158, rowHeight: 150 })).toBe(2);
    expect(overscanRows({ columns: 6, gap: 16, tileWidth: 190, rowHeight: 300 })).toBe(1);
  });

  it('lists the games of a row, the last one short', () => {
    expect(rowIndices(0, 6, 100)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(rowIndices(16, 6, 100)).toEqual([96, 97, 98, 99]);
    expect(rowIndices(17, 6, 100)).toEqual([]);
  });
});
