import { DEFAULT_CHEATS, type Cheats } from './jump-game';

/**
 * Hidden cheats of the maintenance game. Typed anywhere on the page (letters only):
 *   turbo → double speed, santai → half speed, kosong → obstacles off/on, hantu → invisible on/off,
 *   normal → all cheats off.
 * From the browser console: window.hmtiCheat('speed', 3), hmtiCheat('obstacles', false),
 *   hmtiCheat('invisible', true), hmtiCheat('reset'), hmtiCheat('help').
 */
export type CheatCommand =
  { kind: 'speed'; value: number } | { kind: 'obstacles' | 'invisible'; value: boolean | 'toggle' } | { kind: 'reset' };

const SPEED_LIMITS = { min: 0.25, max: 5 } as const;

const TYPED_CHEATS: Record<string, CheatCommand> = {
  turbo: { kind: 'speed', value: 2 },
  santai: { kind: 'speed', value: 0.5 },
  kosong: { kind: 'obstacles', value: 'toggle' },
  hantu: { kind: 'invisible', value: 'toggle' },
  normal: { kind: 'reset' },
};

export const CHEAT_HELP = [
  "hmtiCheat('speed', n)       speed multiplier 0.25–5 (typed: turbo = 2, santai = 0.5)",
  "hmtiCheat('obstacles', b)   obstacles on/off (typed: kosong toggles)",
  "hmtiCheat('invisible', b)   pass through obstacles (typed: hantu toggles)",
  "hmtiCheat('reset')          all cheats off (typed: normal)",
];

const TYPED_BUFFER_MAX = 12;

export function applyCheat(cheats: Cheats, command: CheatCommand): Cheats {
  switch (command.kind) {
    case 'speed':
      return { ...cheats, speedMultiplier: Math.min(Math.max(command.value, SPEED_LIMITS.min), SPEED_LIMITS.max) };
    case 'obstacles':
    case 'invisible':
      return { ...cheats, [command.kind]: command.value === 'toggle' ? !cheats[command.kind] : command.value };
    case 'reset':
      return { ...DEFAULT_CHEATS };
  }
}

/**
 * Feeds one typed key into the rolling buffer. Returns the new buffer and the cheat whose word
 * the buffer now ends with (the buffer is then cleared), or null.
 */
export function typeCheatKey(buffer: string, key: string): { buffer: string; command: CheatCommand | null } {
  if (key.length !== 1 || !/[a-z]/i.test(key)) return { buffer, command: null };
  const next = (buffer + key.toLowerCase()).slice(-TYPED_BUFFER_MAX);
  const word = Object.keys(TYPED_CHEATS).find((w) => next.endsWith(w));
  return word ? { buffer: '', command: TYPED_CHEATS[word] } : { buffer: next, command: null };
}

const asBoolean = (value: unknown): boolean | 'toggle' =>
  value === undefined ? 'toggle' : value === true || value === 'on' || value === 1 || value === 'true';

/** Turns a console call hmtiCheat(name, value) into a command, or null for 'help' and unknown names. */
export function parseConsoleCheat(name: unknown, value?: unknown): CheatCommand | null {
  switch ((typeof name === 'string' ? name : '').toLowerCase()) {
    case 'speed': {
      const n = Number(value);
      return Number.isFinite(n) && n > 0 ? { kind: 'speed', value: n } : null;
    }
    case 'obstacles':
      return { kind: 'obstacles', value: asBoolean(value) };
    case 'invisible':
    case 'ghost':
      return { kind: 'invisible', value: asBoolean(value) };
    case 'reset':
      return { kind: 'reset' };
    default:
      return null;
  }
}
