import { describe, expect, it } from 'vitest';
import { applyCheat, parseConsoleCheat, typeCheatKey } from '../game-cheats';
import {
  createGame,
  currentSpeed,
  DEFAULT_CHEATS,
  GAME,
  stepGame,
  type GameState,
  textScaleFor,
  wrapWords,
} from '../jump-game';

const never = () => 0.5;

function run(state: GameState, ms: number, input: { jump?: boolean } = {}) {
  let s = stepGame(state, input, 16, never);
  for (let t = 16; t < ms; t += 16) s = stepGame(s, {}, 16, never);
  return s;
}

describe('stepGame', () => {
  it('waits for the first jump, then runs', () => {
    const ready = createGame();
    expect(stepGame(ready, {}, 16)).toBe(ready);
    const started = stepGame(ready, { jump: true }, 16);
    expect(started.status).toBe('running');
    expect(started.velocityY).toBe(GAME.jumpVelocity);
  });

  it('a jump rises, falls under gravity and lands on the ground', () => {
    let s = stepGame(
      { ...createGame(), status: 'running', cheats: { ...DEFAULT_CHEATS, obstacles: false } },
      { jump: true },
      16,
    );
    expect(s.playerY).toBeGreaterThan(0);
    let peak = 0;
    for (let i = 0; i < 60; i += 1) {
      s = stepGame(s, {}, 16);
      peak = Math.max(peak, s.playerY);
    }
    expect(peak).toBeGreaterThan(60);
    expect(peak).toBeLessThan(GAME.groundY - GAME.playerSize);
    expect(s.playerY).toBe(0);
    expect(s.velocityY).toBe(0);
  });

  it('cannot jump again in mid-air', () => {
    const airborne = stepGame({ ...createGame(), status: 'running' }, { jump: true }, 16);
    const again = stepGame(airborne, { jump: true }, 16);
    expect(again.velocityY).toBeLessThan(airborne.velocityY);
  });

  it('moves obstacles left, drops them off-screen and scores distance', () => {
    const s0: GameState = {
      ...createGame(),
      status: 'running',
      obstacles: [
        { x: 300, width: 20, height: 30 },
        { x: -19, width: 20, height: 30 },
      ],
      nextSpawnMs: 10_000,
    };
    const s1 = stepGame(s0, {}, 50);
    expect(s1.obstacles).toHaveLength(1);
    expect(s1.obstacles[0].x).toBeCloseTo(300 - currentSpeed(s0) * 50);
    expect(s1.distance).toBeCloseTo(currentSpeed(s0) * 50);
    expect(s1.elapsedMs).toBe(50);
  });

  it('spawns an obstacle at the right edge when the spawn timer runs out', () => {
    const s = stepGame({ ...createGame(), status: 'running', nextSpawnMs: 10 }, {}, 16, never);
    expect(s.obstacles).toHaveLength(1);
    expect(s.obstacles[0].x).toBe(GAME.width);
    expect(s.nextSpawnMs).toBeGreaterThanOrEqual(GAME.spawnMinMs);
  });

  it('ends the game on collision and ignores jumps afterwards', () => {
    const touching: GameState = {
      ...createGame(),
      status: 'running',
      obstacles: [{ x: GAME.playerX + 10, width: 20, height: 40 }],
      nextSpawnMs: 10_000,
    };
    const over = stepGame(touching, {}, 16);
    expect(over.status).toBe('over');
    expect(stepGame(over, { jump: true }, 16)).toBe(over);
  });

  it('clears an obstacle when high enough', () => {
    const high: GameState = {
      ...createGame(),
      status: 'running',
      playerY: 60,
      velocityY: 0,
      obstacles: [{ x: GAME.playerX, width: 20, height: 40 }],
      nextSpawnMs: 10_000,
    };
    expect(stepGame(high, {}, 16).status).toBe('running');
  });

  it('Enter restarts after game over, keeping the cheats', () => {
    const over: GameState = {
      ...createGame({ ...DEFAULT_CHEATS, speedMultiplier: 2 }),
      status: 'over',
      score: 42,
      obstacles: [{ x: 10, width: 10, height: 10 }],
    };
    const restarted = stepGame(over, { restart: true }, 16);
    expect(restarted.status).toBe('running');
    expect(restarted.score).toBe(0);
    expect(restarted.obstacles).toEqual([]);
    expect(restarted.cheats.speedMultiplier).toBe(2);
  });

  it('invisibility passes through obstacles; obstacles off clears and stops spawning', () => {
    const base: GameState = {
      ...createGame(),
      status: 'running',
      obstacles: [{ x: GAME.playerX + 10, width: 20, height: 40 }],
      nextSpawnMs: 5,
    };
    expect(stepGame({ ...base, cheats: { ...DEFAULT_CHEATS, invisible: true } }, {}, 16).status).toBe('running');
    const empty = stepGame({ ...base, cheats: { ...DEFAULT_CHEATS, obstacles: false } }, {}, 16);
    expect(empty.status).toBe('running');
    expect(empty.obstacles).toEqual([]);
  });

  it('speeds up with play time and with the speed cheat', () => {
    const s = createGame();
    expect(currentSpeed(s)).toBe(GAME.baseSpeed);
    expect(currentSpeed({ ...s, elapsedMs: GAME.speedupMs * 10 })).toBe(GAME.baseSpeed * GAME.maxSpeedFactor);
    expect(currentSpeed({ ...s, cheats: { ...DEFAULT_CHEATS, speedMultiplier: 2 } })).toBe(GAME.baseSpeed * 2);
  });

  it('caps long frames', () => {
    const s = run({ ...createGame(), status: 'running', cheats: { ...DEFAULT_CHEATS, obstacles: false } }, 16);
    expect(stepGame(s, {}, 10_000).elapsedMs - s.elapsedMs).toBe(GAME.maxFrameMs);
  });
});

describe('cheats', () => {
  it('typed words trigger cheats, other keys are ignored', () => {
    let buffer = '';
    let command = null;
    for (const key of ['x', ' ', 'T', 'u', 'r', 'b', 'o']) ({ buffer, command } = typeCheatKey(buffer, key));
    expect(command).toEqual({ kind: 'speed', value: 2 });
    expect(buffer).toBe('');
    expect(typeCheatKey('hant', 'u').command).toEqual({ kind: 'invisible', value: 'toggle' });
    expect(typeCheatKey('koson', 'g').command).toEqual({ kind: 'obstacles', value: 'toggle' });
    expect(typeCheatKey('', 'Enter').command).toBeNull();
  });

  it('applies, clamps, toggles and resets', () => {
    expect(applyCheat(DEFAULT_CHEATS, { kind: 'speed', value: 99 }).speedMultiplier).toBe(5);
    expect(applyCheat(DEFAULT_CHEATS, { kind: 'speed', value: 0.01 }).speedMultiplier).toBe(0.25);
    expect(applyCheat(DEFAULT_CHEATS, { kind: 'obstacles', value: 'toggle' }).obstacles).toBe(false);
    expect(applyCheat(DEFAULT_CHEATS, { kind: 'invisible', value: true }).invisible).toBe(true);
    expect(applyCheat({ speedMultiplier: 3, obstacles: false, invisible: true }, { kind: 'reset' })).toEqual(
      DEFAULT_CHEATS,
    );
  });

  it('parses console calls', () => {
    expect(parseConsoleCheat('speed', 3)).toEqual({ kind: 'speed', value: 3 });
    expect(parseConsoleCheat('speed', 'x')).toBeNull();
    expect(parseConsoleCheat('obstacles', false)).toEqual({ kind: 'obstacles', value: false });
    expect(parseConsoleCheat('invisible')).toEqual({ kind: 'invisible', value: 'toggle' });
    expect(parseConsoleCheat('RESET')).toEqual({ kind: 'reset' });
    expect(parseConsoleCheat('help')).toBeNull();
  });
});

describe('the game text on narrow screens', () => {
  it('is drawn larger where the canvas is shown narrower than its 600 units, never smaller', () => {
    expect(textScaleFor(1200)).toBe(1);
    expect(textScaleFor(600)).toBe(1);
    // A 390 px phone shows the canvas about 310 px wide: the 14-unit score becomes at least 14 CSS px.
    expect(14 * textScaleFor(310) * (310 / GAME.width)).toBeGreaterThanOrEqual(14);
    expect(textScaleFor(0)).toBe(1);
  });

  it('wraps a message between words into the width given', () => {
    const measure = (line: string) => line.length * 10;
    expect(wrapWords('Game Over — tekan Enter untuk main lagi', 250, measure)).toEqual([
      'Game Over — tekan Enter',
      'untuk main lagi',
    ]);
    expect(wrapWords('Tekan Spasi untuk mulai', 1000, measure)).toEqual(['Tekan Spasi untuk mulai']);
    expect(wrapWords('Supercalifragilistic', 50, measure)).toEqual(['Supercalifragilistic']);
  });
});
