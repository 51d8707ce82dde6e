/**
 * Makes the web app manifest's PNG icons (public/icons/) from the shop's logo mark (public/favicon.svg):
 * 192 and 512 px as they are ("any"), and a 512 px "maskable" one whose mark sits inside the
 * central safe zone (a circle of 80 % of the size) on a full-bleed background, so a launcher's
 * mask (circle, squircle...) never cuts it. Run `node apps/web/scripts/make-icons.mjs` after
 * changing the logo; the PNGs are committed.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const dir = path.resolve(import.meta.dirname, '..', 'public');
const logo = fs.readFileSync(path.join(dir, 'favicon.svg'));
// The logo's phone glyph, at 60 % around the centre, on the brand blue without rounded corners.
const maskable = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#1d4ed8"/>' +
    '<g transform="translate(16 16) scale(0.6) translate(-16 -16)"><rect x="10" y="5" width="12" height="22" rx="2.5" fill="none" stroke="#fff" stroke-width="2"/><circle cx="16" cy="23" r="1.3" fill="#fff"/></g></svg>',
);

fs.mkdirSync(path.join(dir, 'icons'), { recursive: true });
for (const [name, svg, size] of [
  ['icon-192.png', logo, 192],
  ['icon-512.png', logo, 512],
  ['icon-maskable-512.png', maskable, 512],
]) {
  await sharp(svg, { density: (72 * size) / 32 }).resize(size, size).png({ compressionLevel: 9, palette: true }).toFile(path.join(dir, 'icons', name));
}
