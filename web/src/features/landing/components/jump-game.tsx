import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { applyCheat, CHEAT_HELP, parseConsoleCheat, typeCheatKey, type CheatCommand } from '../lib/game-cheats';
import {
  createGame,
  GAME,
  stepGame,
  textScaleFor,
  type Cheats,
  type GameInput,
  type GameStatus,
} from '../lib/jump-game';
import { drawGame } from './jump-game-canvas';
import { useMediaQuery } from '@/hooks/use-media-query';

declare global {
  interface Window {
    hmtiCheat?: (name?: string, value?: unknown) => Cheats | readonly string[];
  }
}

const isInteractive = (target: EventTarget | null) =>
  target instanceof HTMLElement && !!target.closest('a, button, input, textarea, select, [contenteditable="true"]');

/** What the player is told, with a keyboard and on a touch screen (no Space or Enter there: a tap does both). */
const STATUS_TEXT: Record<'keys' | 'touch', Record<GameStatus, string>> = {
  keys: {
    ready: 'Tekan Spasi (atau ketuk area game) untuk mulai.',
    running: 'Lompati rintangannya!',
    over: 'Game over! Tekan Enter untuk main lagi.',
  },
  touch: {
    ready: 'Ketuk area game untuk mulai.',
    running: 'Ketuk untuk melompati rintangannya!',
    over: 'Game over! Ketuk area game untuk main lagi.',
  },
};

/** The maintenance page's jump game: Space jumps, Enter restarts, a collision ends the game. */
export default function JumpGame() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const stateRef = useRef(createGame());
  const inputRef = useRef<GameInput>({});
  const bestRef = useRef(0);
  // The run as the text under the canvas tells it: its status and, once over, its score.
  const [{ status, score }, setRun] = useState<{ status: GameStatus; score: number }>({ status: 'ready', score: 0 });
  const [notice, setNotice] = useState('');
  // A touch screen as the main pointer: a phone or tablet, usually without a keyboard.
  const touch = useMediaQuery('(pointer: coarse)');
  const texts = STATUS_TEXT[touch ? 'touch' : 'keys'];
  // The frame loop reads the pointer kind from here, not from a media query at every frame.
  const isTouch = useEffectEvent(() => touch);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    canvas.width = GAME.width * ratio;
    canvas.height = GAME.height * ratio;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);

    let frame = 0;
    let last = performance.now();
    const loop = (now: number) => {
      const before = stateRef.current;
      const next = stepGame(before, inputRef.current, now - last);
      inputRef.current = {};
      last = now;
      stateRef.current = next;
      if (next.status !== before.status) {
        if (next.status === 'over') bestRef.current = Math.max(bestRef.current, next.score);
        setRun({ status: next.status, score: next.score });
      }
      drawGame(ctx, next, bestRef.current, textScaleFor(canvas.clientWidth), isTouch());
      frame = requestAnimationFrame(loop);
    };
    frame = requestAnimationFrame(loop);
    return () => cancelAnimationFrame(frame);
  }, []);

  useEffect(() => {
    let buffer = '';
    let noticeTimer: ReturnType<typeof setTimeout> | undefined;
    const cheat = (command: CheatCommand) => {
      const cheats = applyCheat(stateRef.current.cheats, command);
      stateRef.current = { ...stateRef.current, cheats };
      setNotice(
        `Cheat: kecepatan ×${cheats.speedMultiplier}, rintangan ${cheats.obstacles ? 'aktif' : 'mati'}, ${cheats.invisible ? 'tak terlihat' : 'terlihat'}`,
      );
      clearTimeout(noticeTimer);
      noticeTimer = setTimeout(() => setNotice(''), 2500);
    };

    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const jump = event.code === 'Space' || event.key === ' ' || event.key === 'ArrowUp';
      if ((jump || event.key === 'Enter') && !isInteractive(event.target)) {
        event.preventDefault();
        inputRef.current = { ...inputRef.current, [jump ? 'jump' : 'restart']: true };
        return;
      }
      const typed = typeCheatKey(buffer, event.key);
      buffer = typed.buffer;
      if (typed.command) cheat(typed.command);
    };

    window.hmtiCheat = (name, value) => {
      const command = parseConsoleCheat(name, value);
      if (!command) {
        console.info(CHEAT_HELP.join('\n'));
        return CHEAT_HELP;
      }
      cheat(command);
      return { ...stateRef.current.cheats };
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      clearTimeout(noticeTimer);
      delete window.hmtiCheat;
    };
  }, []);

  return (
    <div className="w-full">
      <canvas
        ref={canvasRef}
        className="aspect-[600/160] w-full touch-manipulation rounded-2xl border border-brand-100 bg-brand-50 shadow-inner"
        role="img"
        aria-label="Game lompat: hindari rintangan dengan melompat"
        data-testid="jump-game"
        onPointerDown={() =>
          (inputRef.current = stateRef.current.status === 'over' ? { restart: true } : { jump: true })
        }
      />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
        <p aria-live="polite" data-testid="jump-game-status">
          {texts[status]}
          {status === 'over' ? ` Skor: ${score}` : ''}
        </p>
        <p className="pointer-coarse:hidden">
          <kbd className="rounded border border-slate-300 bg-white px-1.5 py-0.5 font-mono text-xs">Spasi</kbd> lompat ·{' '}
          <kbd className="rounded border border-slate-300 bg-white px-1.5 py-0.5 font-mono text-xs">Enter</kbd> main
          lagi
        </p>
      </div>
      {status === 'over' ? (
        <button
          type="button"
          className="mt-3 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900"
          onClick={() => (inputRef.current = { restart: true })}
        >
          Main Lagi
        </button>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {notice}
      </p>
      {notice ? (
        <p className="mt-2 text-xs text-slate-600" aria-hidden="true">
          {notice}
        </p>
      ) : null}
    </div>
  );
}
