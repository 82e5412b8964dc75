import { describe, expect, it } from 'vitest';
import { READABLE_ZOOM, readableViewport, type Rect } from '../chart-view';

// The seeded leadership (cards 180 × 150, centres on x): chair and vice chair at ±200, officers out to ±500.
const BPH: Rect = { x: -590, y: 0, width: 1180, height: 350 };
const TOP_ROW: Rect = { x: -290, y: 0, width: 580, height: 150 };
const CHAIR: Rect = { x: -290, y: 0, width: 180, height: 150 };
const screenX = (modelX: number, v: { x: number; zoom: number }) => modelX * v.zoom + v.x;

describe('readableViewport', () => {
  it('fits a group that can be read whole, below the toolbar and no larger than 1.5', () => {
    const v = readableViewport(CHAIR, [], { width: 1150, height: 700, top: 60 });
    expect(v.zoom).toBe(1.5);
    expect(screenX(-200, v)).toBeCloseTo(575);
    // Centred in the 640 px under the toolbar.
    expect(75 * v.zoom + v.y).toBeCloseTo(60 + 320);
  });

  it('on a desktop shows the whole leadership at a readable zoom, from its top, centred', () => {
    const v = readableViewport(BPH, [TOP_ROW, CHAIR], { width: 1150, height: 700, top: 60 });
    expect(v.zoom).toBe(READABLE_ZOOM);
    expect(screenX(-590, v)).toBeGreaterThanOrEqual(0);
    expect(screenX(590, v)).toBeLessThanOrEqual(1150);
    expect(v.y).toBeGreaterThan(60);
  });

  it('on a phone starts on the chair, whole, at a readable zoom', () => {
    const v = readableViewport(BPH, [TOP_ROW, CHAIR], { width: 356, height: 700, top: 60 });
    expect(v.zoom).toBe(READABLE_ZOOM);
    expect(screenX(-290, v)).toBeGreaterThanOrEqual(0);
    expect(screenX(-110, v)).toBeLessThanOrEqual(356);
    expect(screenX(-200, v)).toBeCloseTo(178);
  });

  it('on a tablet starts on the chair and vice chair together', () => {
    const v = readableViewport(BPH, [TOP_ROW, CHAIR], { width: 786, height: 700, top: 60 });
    expect(screenX(-290, v)).toBeGreaterThanOrEqual(0);
    expect(screenX(290, v)).toBeLessThanOrEqual(786);
  });

  it('shows a group too tall to fit from its top', () => {
    const tall: Rect = { x: -200, y: 400, width: 400, height: 1350 };
    const v = readableViewport(tall, [], { width: 1150, height: 700, top: 60 });
    expect(v.zoom).toBe(READABLE_ZOOM);
    expect(400 * v.zoom + v.y).toBeGreaterThan(60);
    expect(400 * v.zoom + v.y).toBeLessThan(120);
  });
});
