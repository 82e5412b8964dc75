// Regenerates the small demo images in cms/seed-assets (committed; run only to change them).
// Abstract gradients and shapes drawn as SVG and encoded to WebP with sharp; no text, no network.
import sharp from 'sharp';
import fs from 'fs';
import path from 'path';

const out = path.resolve(import.meta.dirname, '../seed-assets');
fs.mkdirSync(out, { recursive: true });
const palettes = [
  ['#1e3a8a', '#3b82f6', '#93c5fd'],
  ['#064e3b', '#10b981', '#a7f3d0'],
  ['#7c2d12', '#f97316', '#fed7aa'],
  ['#581c87', '#a855f7', '#e9d5ff'],
  ['#134e4a', '#14b8a6', '#99f6e4'],
  ['#831843', '#ec4899', '#fbcfe8'],
  ['#1f2937', '#6b7280', '#e5e7eb'],
  ['#713f12', '#eab308', '#fef08a'],
  ['#0c4a6e', '#0ea5e9', '#bae6fd'],
  ['#3f6212', '#84cc16', '#d9f99d'],
  ['#7f1d1d', '#ef4444', '#fecaca'],
  ['#312e81', '#6366f1', '#c7d2fe'],
];
let seed = 7;
const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;

const scene = (w, h, [dark, mid, light]) => {
  const shapes = Array.from({ length: 9 }, () => {
    const x = Math.round(rnd() * w),
      y = Math.round(rnd() * h),
      r = Math.round((0.05 + rnd() * 0.2) * w);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${rnd() > 0.5 ? light : mid}" fill-opacity="${(0.15 + rnd() * 0.35).toFixed(2)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${shapes}
    <path d="M0 ${h * 0.8} Q ${w * 0.3} ${h * 0.6} ${w * 0.6} ${h * 0.78} T ${w} ${h * 0.7} V ${h} H 0 Z" fill="${dark}" fill-opacity="0.45"/></svg>`;
};

const avatar = (size, [dark, mid, light]) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
  <rect width="100%" height="100%" fill="${light}"/>
  <circle cx="${size / 2}" cy="${size * 0.4}" r="${size * 0.18}" fill="${mid}"/>
  <ellipse cx="${size / 2}" cy="${size * 0.95}" rx="${size * 0.34}" ry="${size * 0.3}" fill="${dark}"/></svg>`;

const write = (name, svg, quality = 70) => sharp(Buffer.from(svg)).webp({ quality }).toFile(path.join(out, name));

for (let i = 0; i < 12; i += 1) {
  await write(`article-${i + 1}.webp`, scene(800, 450, palettes[i]));
  await write(`library-${i + 1}.webp`, scene(800, 600, palettes[(i + 5) % 12]));
  await write(`avatar-${i + 1}.webp`, avatar(256, palettes[(i + 3) % 12]), 75);
}
for (let i = 0; i < 8; i += 1) await write(`banner-${i + 1}.webp`, scene(1600, 900, palettes[(i * 5) % 12]), 65);
console.log('demo images written to', out);
