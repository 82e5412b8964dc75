/**
 * The maintenance page's jump game as a pure step function: the component feeds it the time
 * since the last frame and the keys pressed, and draws whatever state comes back.
 */
export const GAME = {
  width: 600,
  height: 160,
  groundY: 140,
  playerX: 48,
  playerSize: 32,
  /** px/ms² pulling the player down. */
  gravity: 0.0024,
  /** px/ms upwards at take-off (apex ≈ 96 px, ≈ 570 ms in the air). */
  jumpVelocity: 0.68,
  /** px/ms at the start; grows with play time up to twice as fast. */
  baseSpeed: 0.32,
  speedupMs: 60_000,
  maxSpeedFactor: 2,
  spawnMinMs: 900,
  spawnMaxMs: 1800,
  obstacleMinWidth: 14,
  obstacleMaxWidth: 26,
  obstacleMinHeight: 24,
  obstacleMaxHeight: 44,
  /** Frames longer than this (background tab) are treated as this long. */
  maxFrameMs: 50,
  /** Forgiving edges so grazing an obstacle is not a hit. */
  hitSlack: 4,
} as const;

export type GameStatus = 'ready' | 'running' | 'over';

interface Obstacle {
  x: number;
  width: number;
  height: number;
}

export interface Cheats {
  speedMultiplier: number;
  obstacles: boolean;
  invisible: boolean;
}

export interface GameState {
  status: GameStatus;
  /** Height of the player's feet above the ground. */
  playerY: number;
  /** Upwards speed in px/ms (negative while falling). */
  velocityY: number;
  obstacles: Obstacle[];
  elapsedMs: number;
  distance: number;
  score: number;
  nextSpawnMs: number;
  cheats: Cheats;
}

export interface GameInput {
  jump?: boolean;
  restart?: boolean;
}

export const DEFAULT_CHEATS: Cheats = { speedMultiplier: 1, obstacles: true, invisible: false };

export function createGame(cheats: Cheats = DEFAULT_CHEATS): GameState {
  return {
    status: 'ready',
    playerY: 0,
    velocityY: 0,
    obstacles: [],
    elapsedMs: 0,
    distance: 0,
    score: 0,
    nextSpawnMs: GAME.spawnMinMs,
    cheats: { ...cheats },
  };
}

/** px/ms: the base speed, growing with play time (capped), times the speed cheat. */
export function currentSpeed(state: Pick<GameState, 'elapsedMs' | 'cheats'>): number {
  const growth = Math.min(1 + state.elapsedMs / GAME.speedupMs, GAME.maxSpeedFactor);
  return GAME.baseSpeed * growth * state.cheats.speedMultiplier;
}

function collides(playerY: number, { x, width, height }: Obstacle): boolean {
  const s = GAME.hitSlack;
  return GAME.playerX + GAME.playerSize - s > x && GAME.playerX + s < x + width && playerY < height - s;
}

const between = (min: number, max: number, random: () => number) => min + random() * (max - min);

function spawnObstacle(random: () => number): Obstacle {
  return {
    x: GAME.width,
    width: Math.round(between(GAME.obstacleMinWidth, GAME.obstacleMaxWidth, random)),
    height: Math.round(between(GAME.obstacleMinHeight, GAME.obstacleMaxHeight, random)),
  };
}

/** Advances the game by one frame. Pure: the same state, input, time and random numbers give the same result. */
export function stepGame(
  state: GameState,
  input: GameInput,
  frameMs: number,
  random: () => number = Math.random,
): GameState {
  if (input.restart && state.status !== 'running') return { ...createGame(state.cheats), status: 'running' };
  if (state.status === 'over') return state;
  if (state.status === 'ready')
    return input.jump ? { ...state, status: 'running', velocityY: GAME.jumpVelocity } : state;

  const dt = Math.min(Math.max(frameMs, 0), GAME.maxFrameMs);
  let velocityY = input.jump && state.playerY <= 0 ? GAME.jumpVelocity : state.velocityY;
  let playerY = state.playerY + velocityY * dt;
  velocityY -= GAME.gravity * dt;
  if (playerY <= 0) {
    playerY = 0;
    velocityY = 0;
  }

  const speed = currentSpeed(state);
  let obstacles = state.cheats.obstacles
    ? state.obstacles.map((o) => ({ ...o, x: o.x - speed * dt })).filter((o) => o.x + o.width > 0)
    : [];
  let nextSpawnMs = state.nextSpawnMs - dt;
  if (nextSpawnMs <= 0) {
    if (state.cheats.obstacles) obstacles = [...obstacles, spawnObstacle(random)];
    nextSpawnMs = between(GAME.spawnMinMs, GAME.spawnMaxMs, random) / Math.max(state.cheats.speedMultiplier, 0.25);
  }

  const distance = state.distance + speed * dt;
  const next: GameState = {
    ...state,
    playerY,
    velocityY,
    obstacles,
    elapsedMs: state.elapsedMs + dt,
    distance,
    score: Math.floor(distance / 10),
    nextSpawnMs,
  };
  const hit = !state.cheats.invisible && obstacles.some((o) => collides(playerY, o));
  return hit ? { ...next, status: 'over' } : next;
}

/**
 * How much larger than its design size the game's text is drawn: the canvas is 600 game units wide at whatever width
 * the page gives it, so on a 390 px phone one unit is about half a CSS px and 14-unit text would be 7 px. Never
 * smaller than designed (1 on wide screens).
 */
export const textScaleFor = (shownWidthPx: number): number =>
  shownWidthPx > 0 ? Math.max(1, GAME.width / shownWidthPx) : 1;

/** The text in lines no wider than `maxWidth` (as `measure` says), breaking between words; a long word stays whole. */
export function wrapWords(text: string, maxWidth: number, measure: (line: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const longer = line ? `${line} ${word}` : word;
    if (line && measure(longer) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = longer;
  }
  if (line) lines.push(line);
  return lines;
}
