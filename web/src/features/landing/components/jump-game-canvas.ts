import { GAME, wrapWords, type GameState } from '../lib/jump-game';

const COLORS = {
  sky: '#eff6ff',
  ground: '#1e3a8a',
  player: '#1d4ed8',
  playerText: '#ffffff',
  obstacle: '#334155',
  text: '#1e3a8a',
};

/** What the canvas says before and after a run, with a keyboard and on a touch screen. */
const MESSAGES = {
  ready: { keys: 'Tekan Spasi untuk mulai', touch: 'Ketuk untuk mulai' },
  over: { keys: 'Game Over — tekan Enter untuk main lagi', touch: 'Game Over — ketuk untuk main lagi' },
};

/**
 * Draws one frame of the jump game (canvas in game units, scaled by the caller). `textScale` (≥ 1, `textScaleFor`)
 * enlarges the score and the messages where the canvas is shown narrower than its 600 units, so they stay readable.
 */
export function drawGame(ctx: CanvasRenderingContext2D, state: GameState, best: number, textScale = 1, touch = false) {
  const { width, height, groundY, playerX, playerSize } = GAME;
  ctx.fillStyle = COLORS.sky;
  ctx.fillRect(0, 0, width, height);

  ctx.fillStyle = COLORS.ground;
  ctx.fillRect(0, groundY, width, 2);
  const dash = state.distance % 40;
  for (let x = -dash; x < width; x += 40) ctx.fillRect(x, groundY + 8, 14, 2);

  ctx.fillStyle = COLORS.obstacle;
  for (const o of state.obstacles) ctx.fillRect(o.x, groundY - o.height, o.width, o.height);

  ctx.globalAlpha = state.cheats.invisible ? 0.35 : 1;
  const top = groundY - state.playerY - playerSize;
  ctx.fillStyle = COLORS.player;
  ctx.beginPath();
  ctx.roundRect(playerX, top, playerSize, playerSize, 7);
  ctx.fill();
  ctx.fillStyle = COLORS.playerText;
  ctx.font = 'bold 18px ui-sans-serif, system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText('H', playerX + playerSize / 2, top + playerSize / 2 + 1);
  ctx.globalAlpha = 1;

  ctx.fillStyle = COLORS.text;
  ctx.font = `bold ${14 * textScale}px ui-monospace, monospace`;
  ctx.textAlign = 'right';
  ctx.textBaseline = 'top';
  ctx.fillText(`HI ${String(best).padStart(5, '0')}  ${String(state.score).padStart(5, '0')}`, width - 12, 12);

  if (state.status !== 'running') {
    const size = 16 * textScale;
    ctx.textAlign = 'center';
    ctx.font = `bold ${size}px ui-sans-serif, system-ui, sans-serif`;
    const message = MESSAGES[state.status][touch ? 'touch' : 'keys'];
    // Under the score, clear of the player on the left: wrapped into the width right of it.
    const left = playerX + playerSize + 12;
    const lines = wrapWords(message, width - left - 12, (line) => ctx.measureText(line).width);
    const top = 12 + 14 * textScale + 10;
    lines.forEach((line, i) => ctx.fillText(line, (left + width - 12) / 2, top + i * size * 1.2));
  }
}
