const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGBA = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(0|1|0?\.\d+)\s*)?\)$/i;

/** A hex colour's six digits ('85f' → '8855ff'), or null when it is not one. */
function hexDigits(color: string): string | null {
  const digits = HEX.exec(color.trim())?.[1];
  if (!digits) return null;
  return digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
}

/** '#8b5cf6' (or '#85f', with or without '#') → 'rgba(139, 92, 246, 0.75)'; null when it is not a hex colour. */
export function hexToRgba(hex: string, alpha = 0.75): string | null {
  const digits = hexDigits(hex);
  if (!digits) return null;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

const toHexPair = (n: number) => Math.min(255, Math.max(0, n)).toString(16).padStart(2, '0');

/** The '#rrggbb' a colour picker can show for a stored colour (alpha dropped); black when unreadable. */
export function colorToHex(color: string): string {
  const digits = hexDigits(color);
  if (digits) return `#${digits.toLowerCase()}`;
  const rgba = RGBA.exec(color.trim());
  if (rgba) return `#${[rgba[1], rgba[2], rgba[3]].map((n) => toHexPair(Number(n))).join('')}`;
  return '#000000';
}
