/** The alpha every colour picked with the colour picker gets. */
export const COLOR_ALPHA = 0.75;

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGBA = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(0|1|0?\.\d+)\s*)?\)$/i;

/** '#8b5cf6' (or '#85f', with or without '#') → 'rgba(139, 92, 246, 0.75)'; null when it is not a hex colour. */
export function hexToRgba(hex: string, alpha = COLOR_ALPHA): string | null {
  const match = HEX.exec(hex.trim());
  if (!match) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

const toHexPair = (n: number) => Math.min(255, Math.max(0, n)).toString(16).padStart(2, '0');

/** The '#rrggbb' a colour picker can show for a stored colour (alpha dropped); black when unreadable. */
export function colorToHex(color: string): string {
  const value = color.trim();
  const hex = HEX.exec(value);
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    return `#${digits.toLowerCase()}`;
  }
  const rgba = RGBA.exec(value);
  if (rgba) return `#${[rgba[1], rgba[2], rgba[3]].map((n) => toHexPair(Number(n))).join('')}`;
  return '#000000';
}

/** Whether the server will store this colour (#hex or rgb()/rgba()); empty means "use the default". */
