#!/usr/bin/env node
// Generates the app's PNG icons from its SVG mark, locally (sharp, no network): the web app manifest's 192 and
// 512 px icons, a maskable 512 px icon (full-bleed, the mark inside the 80 % safe zone) and the 180 px Apple touch
// icon, into apps/web/public/icons/. Run after changing apps/web/public/favicon.svg: `node scripts/icons.mjs`.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import sharp from 'sharp';

import { root } from './lib/services.mjs';

const publicDir = join(root, 'apps/web/public');
const out = join(publicDir, 'icons');
mkdirSync(out, { recursive: true });

const mark = readFileSync(join(publicDir, 'favicon.svg'));
// Maskable: the background fills the square (the platform cuts its own shape), the letter shrinks to the safe zone.
const maskable = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#1c7ed6"/>' +
    '<g transform="translate(6.4 6.4) scale(0.8)"><path d="M18 16h8v13h12V16h8v32h-8V36H26v12h-8z" fill="#fff"/></g></svg>',
);

const icons = [
  { file: 'icon-192.png', svg: mark, size: 192 },
  { file: 'icon-512.png', svg: mark, size: 512 },
  { file: 'icon-maskable-512.png', svg: maskable, size: 512 },
  { file: 'apple-touch-icon.png', svg: maskable, size: 180 },
];
for (const icon of icons) {
  await sharp(icon.svg, { density: Math.ceil((72 * icon.size) / 64) })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(join(out, icon.file));
  process.stdout.write(`${icon.file} ${icon.size}×${icon.size}\n`);
}
