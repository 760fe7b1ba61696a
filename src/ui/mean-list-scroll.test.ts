import { describe, expect, it } from 'vitest';
import { nearestScrollLeft, offsetScrollLeft, pageScrollLeft, scrollEdges, type TileBox } from './mean-list-scroll';

// 12 tiles of 100px with an 8px gap, 6px padding; the content is 6 + 12*100 + 11*8 + 6 = 1300 wide.
const tiles: TileBox[] = Array.from({ length: 12 }, (_, i) => ({ start: 6 + i * 108, width: 100 }));
const wide = { width: 1000, max: 300, padding: 6 };
const phone = { width: 330, max: 970, padding: 6 };

describe('offsetScrollLeft', () => {
  it('starts the view up to `offset` tiles before the selected one', () => {
    expect(offsetScrollLeft(tiles, 8, 5, wide)).toBe(300); // tile 3 at 330 - 6 = 324, clamped to max 300
    expect(offsetScrollLeft(tiles, 6, 5, wide)).toBe(108); // tile 1
    expect(offsetScrollLeft(tiles, 2, 5, wide)).toBe(0);
    expect(offsetScrollLeft(tiles, 0, 5, wide)).toBe(0);
  });
  it('keeps the selected tile fully visible when fewer tiles fit', () => {
    // Tile 8 ends at 6 + 8*108 + 100 = 970 (+6 padding); the view is 330 wide.
    expect(offsetScrollLeft(tiles, 8, 5, phone)).toBe(970 + 6 - 330);
  });
  it('offset 0 puts the selected tile first', () => {
    expect(offsetScrollLeft(tiles, 4, 0, phone)).toBe(4 * 108);
  });
  it('returns 0 without a selected tile', () => {
    expect(offsetScrollLeft(tiles, -1, 5, phone)).toBe(0);
    expect(offsetScrollLeft([], 0, 5, phone)).toBe(0);
  });
});

describe('nearestScrollLeft', () => {
  it('does not move when the tile is visible', () => {
    expect(nearestScrollLeft(tiles[1]!, 0, phone)).toBe(0);
  });
  it('moves just enough left or right', () => {
    expect(nearestScrollLeft(tiles[5]!, 0, phone)).toBe(6 + 5 * 108 + 100 + 6 - 330);
    expect(nearestScrollLeft(tiles[1]!, 500, phone)).toBe(108);
  });
});

describe('pageScrollLeft', () => {
  it('scrolls by whole tiles that fit and clamps to the ends', () => {
    expect(pageScrollLeft(0, 1, 108, phone)).toBe(216); // 2 whole tiles fit in 330 - 2*6
    expect(pageScrollLeft(900, 1, 108, phone)).toBe(970);
    expect(pageScrollLeft(100, -1, 108, phone)).toBe(0);
  });
});

describe('scrollEdges', () => {
  it('detects both ends with a 1px tolerance', () => {
    expect(scrollEdges(0, 300)).toEqual({ atStart: true, atEnd: false });
    expect(scrollEdges(299.5, 300)).toEqual({ atStart: false, atEnd: true });
    expect(scrollEdges(0, 0)).toEqual({ atStart: true, atEnd: true });
    expect(scrollEdges(150, 300)).toEqual({ atStart: false, atEnd: false });
  });
});
