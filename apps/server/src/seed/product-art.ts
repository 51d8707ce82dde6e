/**
 * Locally drawn product and hero images for the seed catalog (no network access needed).
 *
 * Every drawing is plain SVG (shapes and gradients only, no text) rasterised with sharp.
 * Devices are drawn by category: phones (front + back, brand-like camera islands, foldables
 * open), tablets, laptops (open clamshell) and accessories (earbuds, watches, power banks,
 * chargers, cases).
 */
import { access, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Brand, SeedProduct } from './catalog-types.ts';

/** Sizes in px (square) the storefront uses: thumbnail strip, product card, detail carousel. */
export const productImageSizes = { thumb: 160, card: 400, detail: 800 } as const;
export type ProductImageSize = keyof typeof productImageSizes;

const MAX_VIEWS = 5;
const WEBP_OPTIONS = { quality: 72, effort: 4 } as const;

// ------------------------------------------------------------------ colour helpers

type Rgb = [number, number, number];

function hexToRgb(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? h.split('').map((c) => c + c).join('') : h.padEnd(6, '0').slice(0, 6);
  const n = Number.parseInt(full, 16);
  return Number.isNaN(n) ? [128, 128, 128] : [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgbToHex([r, g, b]: Rgb): string {
  const c = (x: number): string => Math.round(Math.min(255, Math.max(0, x))).toString(16).padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear mix of two hex colours, t=0 gives a, t=1 gives b. */
function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

const lighten = (hex: string, t: number): string => mix(hex, '#ffffff', t);
const darken = (hex: string, t: number): string => mix(hex, '#000000', t);

function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

function rgbToHsl([r, g, b]: Rgb): [number, number, number] {
  const rn = r / 255;
  const gn = g / 255;
  const bn = b / 255;
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rn) h = (gn - bn) / d + (gn < bn ? 6 : 0);
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return [h * 60, s, l];
}

function hsl(h: number, s: number, l: number): string {
  const hh = (((h % 360) + 360) % 360) / 360;
  const f = (p: number, q: number, t0: number): number => {
    let t = t0;
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  if (s === 0) return rgbToHex([l * 255, l * 255, l * 255]);
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  return rgbToHex([f(p, q, hh + 1 / 3) * 255, f(p, q, hh) * 255, f(p, q, hh - 1 / 3) * 255]);
}

/** Chroma (max - min channel, 0..1): near 0 for whites, greys and blacks. */
function chroma(hex: string): number {
  const [r, g, b] = hexToRgb(hex);
  return (Math.max(r, g, b) - Math.min(r, g, b)) / 255;
}

/** Moves hues out of the muddy olive band so wallpapers stay vivid. */
function vividHue(h: number): number {
  const x = ((h % 360) + 360) % 360;
  return x >= 45 && x <= 100 ? x - 45 : x;
}

/** Small stable hash for deterministic per-product variation. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

const n2 = (x: number): string => (Math.round(x * 100) / 100).toString();

/** Accent hue per brand, used for wallpapers when the body colour is grey. */
const brandHue: Record<Brand, number> = {
  samsung: 222,
  iphone: 265,
  ipad: 200,
  xiaomi: 24,
  huawei: 350,
  honor: 190,
  lenovo: 210,
  hp: 205,
  dell: 195,
};

// ------------------------------------------------------------------ SVG building blocks

/** Collects <defs> entries with unique ids for one SVG document. */
class Defs {
  private readonly items: string[] = [];
  private counter = 0;

  /** Registers a definition; `body` receives the generated id and returns the element markup. */
  add(prefix: string, body: (id: string) => string): string {
    this.counter += 1;
    const id = `${prefix}${this.counter}`;
    this.items.push(body(id));
    return id;
  }

  linear(stops: Array<[number, string, number?]>, x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    return this.add(
      'lg',
      (id) =>
        `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
          .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a ?? 1}"/>`)
          .join('')}</linearGradient>`,
    );
  }

  radial(stops: Array<[number, string, number?]>, cx = 0.5, cy = 0.5, r = 0.5, fx?: number, fy?: number): string {
    return this.add(
      'rg',
      (id) =>
        `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx ?? cx}" fy="${fy ?? cy}">${stops
          .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a ?? 1}"/>`)
          .join('')}</radialGradient>`,
    );
  }

  clip(shape: string): string {
    return this.add('cp', (id) => `<clipPath id="${id}">${shape}</clipPath>`);
  }

  toString(): string {
    return `<defs>${this.items.join('')}</defs>`;
  }
}

function rect(x: number, y: number, w: number, h: number, r: number, fill: string, extra = ''): string {
  return `<rect x="${n2(x)}" y="${n2(y)}" width="${n2(w)}" height="${n2(h)}" rx="${n2(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n2(cx)}" cy="${n2(cy)}" r="${n2(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

const url = (id: string): string => `url(#${id})`;

/** Metallic horizontal sheen for device frames and bodies. */
function metalGradient(defs: Defs, base: string, vertical = false): string {
  const dark = luminance(base) < 0.25;
  const hi = lighten(base, dark ? 0.22 : 0.45);
  const lo = darken(base, dark ? 0.35 : 0.22);
  return vertical
    ? defs.linear([[0, hi], [0.45, base], [1, lo]], 0, 0, 0, 1)
    : defs.linear([[0, lo], [0.08, hi], [0.25, base], [0.75, base], [0.92, hi], [1, lo]], 0, 0, 1, 0);
}

/** Soft glossy body gradient for device backs. */
function bodyGradient(defs: Defs, base: string): string {
  const dark = luminance(base) < 0.25;
  return defs.linear(
    [
      [0, lighten(base, dark ? 0.16 : 0.3)],
      [0.55, base],
      [1, darken(base, dark ? 0.25 : 0.12)],
    ],
    0,
    0,
    1,
    1,
  );
}

/** Colourful screen wallpaper tied to the body colour (or the brand hue for greys). */
function wallpaper(defs: Defs, x: number, y: number, w: number, h: number, r: number, color: string, brand: Brand, seed: number): string {
  const [hue0] = rgbToHsl(hexToRgb(color));
  const hue = chroma(color) > 0.12 ? hue0 : brandHue[brand] + ((seed % 5) - 2) * 8;
  const hv = (d: number): number => vividHue(hue + d);
  const base = defs.linear([[0, hsl(hv(25), 0.55, 0.14)], [0.55, hsl(hv(0), 0.6, 0.3)], [1, hsl(hv(-25), 0.7, 0.5)]], 0, 0, 0.35, 1);
  const blob1 = defs.radial([[0, hsl(hv(-30), 0.9, 0.68), 0.9], [1, hsl(hv(-30), 0.9, 0.6), 0]]);
  const blob2 = defs.radial([[0, hsl(hv(40), 0.85, 0.62), 0.75], [1, hsl(hv(40), 0.85, 0.55), 0]]);
  const clip = defs.clip(rect(x, y, w, h, r, '#000'));
  const bx = x + w * (0.2 + ((seed >> 3) % 5) * 0.12);
  const by = y + h * (0.62 + ((seed >> 6) % 4) * 0.05);
  const wave = `M${n2(x)} ${n2(y + h * 0.58)} C ${n2(x + w * 0.3)} ${n2(y + h * 0.45)}, ${n2(x + w * 0.65)} ${n2(y + h * 0.78)}, ${n2(x + w)} ${n2(y + h * 0.6)} L ${n2(x + w)} ${n2(y + h)} L ${n2(x)} ${n2(y + h)} Z`;
  return `<g clip-path="${url(clip)}">${rect(x, y, w, h, 0, url(base))}${circle(bx, by, Math.max(w, h) * 0.45, url(blob1))}${circle(
    x + w * 0.85,
    y + h * 0.2,
    Math.max(w, h) * 0.35,
    url(blob2),
  )}<path d="${wave}" fill="#ffffff" fill-opacity="0.07"/></g>`;
}

/** Diagonal glass reflection over a screen. */
function glare(defs: Defs, x: number, y: number, w: number, h: number, r: number): string {
  const clip = defs.clip(rect(x, y, w, h, r, '#000'));
  const g = defs.linear([[0, '#ffffff', 0.16], [1, '#ffffff', 0]], 0, 0, 1, 1);
  return `<g clip-path="${url(clip)}"><path d="M${n2(x)} ${n2(y)} L${n2(x + w * 0.75)} ${n2(y)} L${n2(x)} ${n2(y + h * 0.55)} Z" fill="${url(g)}"/></g>`;
}

/** One camera lens: metal ring, black glass, coloured coating reflections. */
function lens(defs: Defs, cx: number, cy: number, r: number, ring: string): string {
  const ringG = defs.linear([[0, lighten(ring, 0.5)], [0.5, ring], [1, darken(ring, 0.4)]], 0, 0, 1, 1);
  const glass = defs.radial([[0, '#2a3550'], [0.55, '#0c0f18'], [1, '#050608']], 0.5, 0.5, 0.5, 0.38, 0.36);
  const coat = defs.radial([[0, '#6d5bd0', 0.55], [1, '#1a7a8c', 0]], 0.5, 0.5, 0.5);
  return [
    circle(cx, cy, r, url(ringG)),
    circle(cx, cy, r * 0.86, '#0a0b0e'),
    circle(cx, cy, r * 0.7, url(glass)),
    circle(cx + r * 0.1, cy + r * 0.12, r * 0.36, url(coat)),
    circle(cx, cy, r * 0.22, '#030305'),
    circle(cx - r * 0.3, cy - r * 0.3, r * 0.12, '#ffffff', 'fill-opacity="0.55"'),
    circle(cx + r * 0.28, cy + r * 0.3, r * 0.06, '#ffffff', 'fill-opacity="0.3"'),
  ].join('');
}

function flash(defs: Defs, cx: number, cy: number, r: number): string {
  const g = defs.radial([[0, '#fffdf2'], [0.7, '#f3e7bf'], [1, '#c9b98a']]);
  return circle(cx, cy, r, '#bfc0c3') + circle(cx, cy, r * 0.8, url(g));
}

function sensorDot(cx: number, cy: number, r: number): string {
  return circle(cx, cy, r, '#15161a') + circle(cx - r * 0.3, cy - r * 0.3, r * 0.3, '#ffffff', 'fill-opacity="0.35"');
}

/** Silhouette of a shape grown by `k` px, used for filter-free soft shadows. */
type Silhouette = (k: number) => string;
const SHADOW_INK = '#1a1c22';

/** Soft drop shadow without SVG filters (blur filters dominate render time): stacked translucent, progressively grown silhouettes. */
function softShadow(sil: Silhouette, dy = 14, layers = 9, step = 2.6, alpha = 0.026): string {
  let out = '';
  // larger layers also drop further so the penumbra falls mostly below the object
  for (let i = layers; i >= 1; i -= 1) out += `<g transform="translate(0 ${n2(dy + i * step * 0.7)})">${sil(i * step)}</g>`;
  return `<g fill-opacity="${alpha}">${out}</g>`;
}

/** Silhouette of a rounded rectangle. */
function rectSil(x: number, y: number, w: number, h: number, r: number): Silhouette {
  return (k) => rect(x - k, y - k, w + 2 * k, h + 2 * k, r + k, SHADOW_INK);
}

// ------------------------------------------------------------------ classification

type DeviceKind = 'phone' | 'foldable' | 'tablet' | 'laptop' | 'earbuds' | 'watch' | 'powerbank' | 'charger' | 'case';

function deviceKind(product: SeedProduct): DeviceKind {
  const name = product.name.toLowerCase();
  if (product.category === 'accessories') {
    if (name.includes('buds') || name.includes('airpods') || name.includes('earbud')) return 'earbuds';
    if (name.includes('watch') || name.includes('band')) return 'watch';
    if (name.includes('power bank') || name.includes('powerbank')) return 'powerbank';
    if (name.includes('power') || name.includes('charger') || name.includes('adapter')) return 'charger';
    if (name.includes('case') || name.includes('cover')) return 'case';
    return 'charger';
  }
  if (product.category === 'computers') return 'laptop';
  if (product.category === 'tablets') return 'tablet';
  if (name.includes('fold') || name.includes('mate x') || name.includes('magic v') || name.includes('flip')) return 'foldable';
  return 'phone';
}

/** Parses "W x H" pairs from a display spec, returned as [long, short]. */
function resolutions(display: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const m of display.matchAll(/(\d{3,4})\s*[x×]\s*(\d{3,4})/g)) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    out.push([Math.max(a, b), Math.min(a, b)]);
  }
  return out;
}

type CameraStyle =
  | 'samsung-ultra'
  | 'samsung-column'
  | 'samsung-pill'
  | 'iphone-plateau'
  | 'iphone-air'
  | 'iphone-pill'
  | 'iphone-single'
  | 'circle-quad'
  | 'square-tl'
  | 'pura'
  | 'ring'
  | 'squircle-center'
  | 'pill-tl'
  | 'circle-tl';

function cameraStyle(product: SeedProduct): CameraStyle {
  const s = product.slug;
  switch (product.brand) {
    case 'samsung':
      if (s.includes('ultra')) return 'samsung-ultra';
      if (/-a\d\d/.test(s)) return 'samsung-pill';
      return 'samsung-column';
    case 'iphone':
      if (s.includes('pro')) return 'iphone-plateau';
      if (s.includes('air')) return 'iphone-air';
      if (s.includes('16e') || s.includes('-se')) return 'iphone-single';
      return 'iphone-pill';
    case 'xiaomi':
      return s.includes('ultra') ? 'circle-quad' : 'square-tl';
    case 'huawei':
      return s.includes('pura') ? 'pura' : 'ring';
    case 'honor':
      if (s.includes('magic')) return 'squircle-center';
      if (/honor-\d{3}/.test(s)) return 'pill-tl';
      return 'circle-tl';
    default:
      return 'square-tl';
  }
}

// ------------------------------------------------------------------ phones

interface PhoneGeom {
  w: number;
  h: number;
  r: number;
}

function phoneGeom(product: SeedProduct, height: number, useCover: boolean): PhoneGeom {
  const res = resolutions(product.specifications.display);
  const pick = useCover && res.length > 1 ? res[1] : res[0];
  let ratio = pick ? pick[0] / pick[1] : 2.16;
  if (ratio < 1.8 || ratio > 2.6) ratio = 2.16;
  const h = height;
  const w = h / (ratio * 0.985);
  const rounded = product.brand === 'iphone' ? 0.18 : product.brand === 'samsung' && product.slug.includes('ultra') ? 0.07 : 0.15;
  return { w, h, r: w * rounded };
}

/** Front of a phone at (x, y): frame, bezel, wallpaper, camera cut-out, buttons. */
function phoneFront(defs: Defs, p: SeedProduct, color: string, x: number, y: number, g: PhoneGeom): string {
  const { w, h, r } = g;
  const seed = hash(p.slug + color);
  const frame = metalGradient(defs, color);
  const bezel = Math.max(5, w * 0.025);
  const inset = bezel + 3;
  const sx = x + inset;
  const sy = y + inset;
  const sw = w - inset * 2;
  const sh = h - inset * 2;
  const sr = Math.max(4, r - inset);
  const btn = darken(color, 0.15);
  let cutout: string;
  if (p.brand === 'iphone' && cameraStyle(p) === 'iphone-single') {
    const nw = sw * 0.4;
    cutout = `<path d="M${n2(x + w / 2 - nw / 2 - 8)} ${n2(sy)} h${n2(nw + 16)} c-8 0 -8 4 -8 10 v6 c0 8 -6 14 -14 14 h${n2(-(nw - 28))} c-8 0 -14 -6 -14 -14 v-6 c0 -6 0 -10 -8 -10 Z" fill="#050506"/>`;
  } else if (p.brand === 'iphone') {
    cutout = rect(x + w / 2 - sw * 0.17, sy + sh * 0.018, sw * 0.34, sw * 0.1, sw * 0.05, '#050506') + circle(x + w / 2 + sw * 0.1, sy + sh * 0.018 + sw * 0.05, sw * 0.022, '#1b2030');
  } else {
    cutout = circle(x + w / 2, sy + sh * 0.028, sw * 0.033, '#050506') + circle(x + w / 2 - sw * 0.008, sy + sh * 0.026, sw * 0.01, '#2b3550');
  }
  const icon = sw * 0.15;
  const gap = (sw - icon * 4) / 5;
  let dock = rect(sx + gap * 0.6, sy + sh - icon * 1.55, sw - gap * 1.2, icon * 1.3, icon * 0.42, '#ffffff', 'fill-opacity="0.14"');
  for (let i = 0; i < 4; i += 1) {
    dock += rect(sx + gap + i * (icon + gap), sy + sh - icon * 1.4, icon, icon, icon * 0.28, '#ffffff', `fill-opacity="${0.5 + (i % 2) * 0.15}"`);
  }
  let grid = '';
  for (let row = 0; row < 2; row += 1) {
    for (let i = 0; i < 4; i += 1) {
      grid += rect(sx + gap + i * (icon + gap), sy + sh * 0.52 + row * (icon + gap * 1.6), icon, icon, icon * 0.28, '#ffffff', 'fill-opacity="0.22"');
    }
  }
  // clock widget drawn as shapes (keeps the image text-free)
  const cw = sw * 0.56;
  const widget = rect(x + w / 2 - cw / 2, sy + sh * 0.13, cw, sh * 0.055, sh * 0.02, '#ffffff', 'fill-opacity="0.85"') +
    rect(x + w / 2 - cw * 0.3, sy + sh * 0.21, cw * 0.6, sh * 0.014, sh * 0.007, '#ffffff', 'fill-opacity="0.45"');
  const status = rect(sx + sw * 0.07, sy + sh * 0.018, sw * 0.12, sh * 0.012, sh * 0.006, '#ffffff', 'fill-opacity="0.75"') +
    rect(sx + sw * 0.8, sy + sh * 0.018, sw * 0.11, sh * 0.012, sh * 0.006, '#ffffff', 'fill-opacity="0.75"');
  const home = rect(x + w / 2 - sw * 0.18, sy + sh - sh * 0.014, sw * 0.36, sh * 0.006, sh * 0.003, '#ffffff', 'fill-opacity="0.8"');
  return [
    rect(x + w - 2, y + h * 0.22, 6, h * 0.07, 3, btn),
    rect(x + w - 2, y + h * 0.32, 6, h * 0.11, 3, btn),
    p.brand === 'iphone' ? rect(x - 4, y + h * 0.2, 6, h * 0.05, 3, btn) + rect(x - 4, y + h * 0.28, 6, h * 0.08, 3, btn) : '',
    rect(x, y, w, h, r, url(frame)),
    rect(x + 2.5, y + 2.5, w - 5, h - 5, r - 2, '#0a0a0c'),
    wallpaper(defs, sx, sy, sw, sh, sr, color, p.brand, seed),
    widget,
    grid,
    dock,
    status,
    home,
    cutout,
    glare(defs, sx, sy, sw, sh, sr),
  ].join('');
}

/** Camera module for a phone back whose top-left corner is (x, y). */
function phoneCameras(defs: Defs, p: SeedProduct, color: string, x: number, y: number, w: number): string {
  const style = cameraStyle(p);
  const dark = luminance(color) < 0.3;
  const ring = dark ? lighten(color, 0.35) : darken(color, 0.25);
  const island = dark ? lighten(color, 0.08) : darken(color, 0.06);
  const islandEdge = dark ? lighten(color, 0.25) : darken(color, 0.18);
  const u = w / 100; // unit
  const out: string[] = [];
  const islandShape = (ix: number, iy: number, iw: number, ih: number, ir: number): string => {
    const g = defs.linear([[0, lighten(island, 0.12)], [1, darken(island, 0.1)]], 0, 0, 1, 1);
    return rect(ix, iy, iw, ih, ir, url(g), `stroke="${islandEdge}" stroke-width="${n2(u * 0.8)}"`) +
      rect(ix + u, iy + u, iw - 2 * u, ih * 0.4, ir * 0.9, '#ffffff', 'fill-opacity="0.08"');
  };
  switch (style) {
    case 'samsung-ultra': {
      const lr = u * 9.5;
      const cx = x + u * 20;
      [0, 1, 2].forEach((i) => out.push(lens(defs, cx, y + u * 20 + i * lr * 2.35, lr, ring)));
      out.push(lens(defs, cx + lr * 2.45, y + u * 20 + lr * 1.1, lr, ring));
      out.push(flash(defs, cx + lr * 2.45, y + u * 20 + lr * 3.4, u * 3.2));
      out.push(sensorDot(cx + lr * 2.45, y + u * 20 + lr * 4.6, u * 2));
      break;
    }
    case 'samsung-column': {
      const lr = u * 10;
      const cx = x + u * 21;
      [0, 1, 2].forEach((i) => out.push(lens(defs, cx, y + u * 21 + i * lr * 2.35, lr, ring)));
      out.push(flash(defs, cx + lr * 2, y + u * 21, u * 3.2));
      break;
    }
    case 'samsung-pill': {
      const lr = u * 9;
      const cx = x + u * 21;
      out.push(islandShape(cx - lr * 1.45, y + u * 9, lr * 2.9, lr * 7.6, lr * 1.45));
      [0, 1, 2].forEach((i) => out.push(lens(defs, cx, y + u * 9 + lr * 1.45 + i * lr * 2.35, lr, ring)));
      out.push(flash(defs, cx + lr * 2.2, y + u * 14, u * 3));
      break;
    }
    case 'iphone-plateau': {
      const ph = u * 52;
      out.push(islandShape(x + u * 3, y + u * 3, w - u * 6, ph, u * 14));
      const lr = u * 11.5;
      const bx = x + u * 19;
      const by = y + u * 17;
      out.push(rect(bx - lr * 1.35, by - lr * 1.35, lr * 4.9, lr * 4.9, lr * 1.6, darken(island, 0.08), `stroke="${islandEdge}" stroke-width="${n2(u * 0.6)}"`));
      out.push(lens(defs, bx + lr * 0.1, by + lr * 0.1, lr, ring));
      out.push(lens(defs, bx + lr * 0.1, by + lr * 2.3, lr, ring));
      out.push(lens(defs, bx + lr * 2.1, by + lr * 1.2, lr, ring));
      out.push(flash(defs, x + w - u * 20, y + u * 16, u * 4.2));
      out.push(sensorDot(x + w - u * 20, y + u * 36, u * 4));
      break;
    }
    case 'iphone-air': {
      const ph = u * 26;
      out.push(islandShape(x + u * 3, y + u * 4, w - u * 6, ph, ph / 2));
      out.push(lens(defs, x + u * 17, y + u * 4 + ph / 2, u * 9.5, ring));
      out.push(circle(x + u * 38, y + u * 4 + ph / 2, u * 6.5, darken(island, 0.35)));
      out.push(flash(defs, x + w - u * 18, y + u * 4 + ph / 2, u * 4));
      break;
    }
    case 'iphone-pill': {
      const lr = u * 10;
      const cx = x + u * 20;
      out.push(islandShape(cx - lr * 1.5, y + u * 7, lr * 3, lr * 5.6, lr * 1.5));
      out.push(lens(defs, cx, y + u * 7 + lr * 1.5, lr, ring));
      out.push(lens(defs, cx, y + u * 7 + lr * 4.1, lr, ring));
      out.push(flash(defs, cx + lr * 2.6, y + u * 14, u * 3.5));
      break;
    }
    case 'iphone-single': {
      out.push(lens(defs, x + u * 19, y + u * 19, u * 11, ring));
      out.push(flash(defs, x + u * 38, y + u * 14, u * 3.2));
      break;
    }
    case 'circle-quad': {
      const cr = u * 34;
      const cx = x + w / 2;
      const cy = y + u * 40;
      const ringG = metalGradient(defs, ring, true);
      out.push(circle(cx, cy, cr + u * 2.5, url(ringG)));
      out.push(circle(cx, cy, cr, darken(color, dark ? 0 : 0.55)));
      const lr = u * 11;
      const off = u * 14;
      out.push(lens(defs, cx - off, cy - off, lr, ring));
      out.push(lens(defs, cx + off, cy - off, lr, ring));
      out.push(lens(defs, cx - off, cy + off, lr, ring));
      out.push(lens(defs, cx + off, cy + off, lr, ring));
      out.push(flash(defs, cx, cy, u * 3));
      break;
    }
    case 'square-tl': {
      const s = u * 50;
      out.push(islandShape(x + u * 6, y + u * 5, s, s, u * 13));
      const lr = u * 10;
      out.push(lens(defs, x + u * 19, y + u * 18, lr, ring));
      out.push(lens(defs, x + u * 19, y + u * 42, lr, ring));
      out.push(lens(defs, x + u * 43, y + u * 18, lr, ring));
      out.push(flash(defs, x + u * 43, y + u * 42, u * 4));
      break;
    }
    case 'pura': {
      const g = defs.linear([[0, lighten(island, 0.14)], [1, darken(island, 0.12)]], 0, 0, 1, 1);
      const tx = x + u * 6;
      const ty = y + u * 5;
      out.push(`<path d="M${n2(tx + u * 8)} ${n2(ty)} H${n2(tx + u * 62)} Q${n2(tx + u * 72)} ${n2(ty)} ${n2(tx + u * 66)} ${n2(ty + u * 9)} L${n2(tx + u * 14)} ${n2(ty + u * 78)} Q${n2(tx)} ${n2(ty + u * 92)} ${n2(tx)} ${n2(ty + u * 72)} V${n2(ty + u * 8)} Q${n2(tx)} ${n2(ty)} ${n2(tx + u * 8)} ${n2(ty)} Z" fill="${url(g)}" stroke="${islandEdge}" stroke-width="${n2(u * 0.8)}"/>`);
      out.push(lens(defs, tx + u * 18, ty + u * 18, u * 13, ring));
      out.push(lens(defs, tx + u * 46, ty + u * 14, u * 9, ring));
      out.push(lens(defs, tx + u * 13, ty + u * 52, u * 9, ring));
      out.push(flash(defs, tx + u * 35, ty + u * 36, u * 3.2));
      break;
    }
    case 'ring': {
      const cr = u * 32;
      const cx = x + w / 2;
      const cy = y + u * 40;
      const ringG = metalGradient(defs, ring, true);
      out.push(circle(cx, cy, cr + u * 5, url(ringG)));
      out.push(circle(cx, cy, cr, darken(island, 0.05)));
      const lr = u * 10;
      out.push(lens(defs, cx, cy - u * 15, lr, ring));
      out.push(lens(defs, cx - u * 14, cy + u * 11, lr, ring));
      out.push(lens(defs, cx + u * 14, cy + u * 11, lr, ring));
      out.push(flash(defs, cx, cy + u * 3, u * 3));
      break;
    }
    case 'squircle-center': {
      const s = u * 62;
      const cx = x + w / 2;
      const cy = y + u * 40;
      out.push(islandShape(cx - s / 2, cy - s / 2, s, s, s * 0.32));
      out.push(circle(cx, cy, s * 0.42, darken(island, 0.2)));
      const lr = u * 10.5;
      out.push(lens(defs, cx - u * 12, cy - u * 11, lr, ring));
      out.push(lens(defs, cx + u * 12, cy - u * 11, lr, ring));
      out.push(lens(defs, cx - u * 12, cy + u * 13, lr, ring));
      out.push(flash(defs, cx + u * 12, cy + u * 13, u * 4));
      break;
    }
    case 'pill-tl': {
      const lr = u * 12;
      const cx = x + u * 22;
      out.push(islandShape(cx - lr * 1.45, y + u * 7, lr * 2.9, lr * 5.3, lr * 1.45));
      out.push(lens(defs, cx, y + u * 7 + lr * 1.45, lr, ring));
      out.push(lens(defs, cx, y + u * 7 + lr * 3.85, lr, ring));
      out.push(flash(defs, cx + lr * 2.3, y + u * 14, u * 3.2));
      break;
    }
    case 'circle-tl': {
      const cr = u * 26;
      const cx = x + u * 32;
      const cy = y + u * 31;
      out.push(circle(cx, cy, cr + u * 2, islandEdge));
      out.push(circle(cx, cy, cr, island));
      out.push(lens(defs, cx - u * 9, cy - u * 9, u * 10, ring));
      out.push(lens(defs, cx + u * 10, cy + u * 10, u * 7, ring));
      out.push(flash(defs, cx + u * 12, cy - u * 11, u * 3));
      break;
    }
  }
  return out.join('');
}

/** Back of a phone at (x, y). */
function phoneBack(defs: Defs, p: SeedProduct, color: string, x: number, y: number, g: PhoneGeom): string {
  const { w, h, r } = g;
  const frame = metalGradient(defs, color);
  const body = bodyGradient(defs, color);
  const gloss = defs.linear([[0, '#ffffff', 0.22], [0.5, '#ffffff', 0.04], [1, '#ffffff', 0]], 0, 0, 1, 0.6);
  const clip = defs.clip(rect(x + 4, y + 4, w - 8, h - 8, r - 4, '#000'));
  const btn = darken(color, 0.15);
  return [
    rect(x - 4, y + h * 0.22, 6, h * 0.07, 3, btn),
    rect(x - 4, y + h * 0.32, 6, h * 0.11, 3, btn),
    rect(x, y, w, h, r, url(frame)),
    rect(x + 4, y + 4, w - 8, h - 8, r - 4, url(body)),
    `<g clip-path="${url(clip)}"><path d="M${n2(x)} ${n2(y)} L${n2(x + w)} ${n2(y)} L${n2(x)} ${n2(y + h * 0.7)} Z" fill="${url(gloss)}"/></g>`,
    phoneCameras(defs, p, color, x, y, w),
  ].join('');
}

/** Opened book-style foldable: near-square inner screen with a crease. */
function foldableOpen(defs: Defs, p: SeedProduct, color: string, x: number, y: number, w: number, h: number): string {
  const frame = metalGradient(defs, color);
  const r = w * 0.05;
  const inset = 9;
  const sx = x + inset;
  const sy = y + inset;
  const sw = w - inset * 2;
  const sh = h - inset * 2;
  const seed = hash(p.slug + color);
  const crease = defs.linear([[0, '#000000', 0], [0.5, '#000000', 0.35], [1, '#000000', 0]], 0, 0, 1, 0);
  const icon = sw * 0.085;
  let icons = '';
  for (let row = 0; row < 3; row += 1) {
    for (let i = 0; i < 6; i += 1) {
      icons += rect(sx + sw * 0.08 + i * sw * 0.145, sy + sh * 0.42 + row * sh * 0.13, icon, icon, icon * 0.28, '#ffffff', `fill-opacity="${row === 2 ? 0.55 : 0.22}"`);
    }
  }
  const widget = rect(sx + sw * 0.08, sy + sh * 0.1, sw * 0.38, sh * 0.2, sh * 0.04, '#ffffff', 'fill-opacity="0.18"') +
    rect(sx + sw * 0.54, sy + sh * 0.1, sw * 0.38, sh * 0.2, sh * 0.04, '#ffffff', 'fill-opacity="0.12"') +
    rect(sx + sw * 0.12, sy + sh * 0.15, sw * 0.22, sh * 0.05, sh * 0.02, '#ffffff', 'fill-opacity="0.85"');
  return [
    rect(x, y, w, h, r, url(frame)),
    rect(x + 3, y + 3, w - 6, h - 6, r - 2, '#0a0a0c'),
    wallpaper(defs, sx, sy, sw, sh, r * 0.6, color, p.brand, seed),
    widget,
    icons,
    rect(x + w / 2 - 10, y, 20, h, 0, url(crease)),
    circle(sx + sw * 0.75, sy + sh * 0.035, sw * 0.014, '#050506'),
    glare(defs, sx, sy, sw, sh, r * 0.6),
  ].join('');
}

// ------------------------------------------------------------------ tablets

function tabletAspect(p: SeedProduct): number {
  const res = resolutions(p.specifications.display)[0];
  const a = res ? res[0] / res[1] : 1.5;
  return Math.min(1.7, Math.max(1.3, a));
}

/** Landscape tablet front with thin bezels. */
function tabletFront(defs: Defs, p: SeedProduct, color: string, x: number, y: number, w: number, h: number): string {
  const frame = metalGradient(defs, color, true);
  const r = h * 0.07;
  const bez = h * 0.045;
  const sx = x + bez;
  const sy = y + bez;
  const sw = w - bez * 2;
  const sh = h - bez * 2;
  const seed = hash(p.slug + color + 'tab');
  const icon = sh * 0.12;
  let icons = '';
  for (let row = 0; row < 2; row += 1) {
    for (let i = 0; i < 7; i += 1) {
      icons += rect(sx + sw * 0.07 + i * sw * 0.128, sy + sh * 0.42 + row * sh * 0.2, icon, icon, icon * 0.26, '#ffffff', 'fill-opacity="0.22"');
    }
  }
  let dock = rect(sx + sw * 0.25, sy + sh * 0.82, sw * 0.5, sh * 0.14, sh * 0.05, '#ffffff', 'fill-opacity="0.16"');
  for (let i = 0; i < 6; i += 1) {
    dock += rect(sx + sw * 0.27 + i * sw * 0.078, sy + sh * 0.84, icon * 0.85, icon * 0.85, icon * 0.24, '#ffffff', 'fill-opacity="0.6"');
  }
  const widget = rect(sx + sw * 0.07, sy + sh * 0.09, sw * 0.26, sh * 0.22, sh * 0.04, '#ffffff', 'fill-opacity="0.16"') +
    rect(sx + sw * 0.1, sy + sh * 0.14, sw * 0.14, sh * 0.055, sh * 0.02, '#ffffff', 'fill-opacity="0.85"') +
    rect(sx + sw * 0.36, sy + sh * 0.09, sw * 0.26, sh * 0.22, sh * 0.04, '#ffffff', 'fill-opacity="0.1"');
  return [
    rect(x, y, w, h, r, url(frame)),
    rect(x + 3, y + 3, w - 6, h - 6, r - 2, '#0b0b0d'),
    wallpaper(defs, sx, sy, sw, sh, r * 0.55, color, p.brand, seed),
    widget,
    icons,
    dock,
    circle(x + w / 2, y + bez / 2, bez * 0.16, '#1d2233'),
    glare(defs, sx, sy, sw, sh, r * 0.55),
  ].join('');
}

/** Portrait tablet back with a brand-like camera module. */
function tabletBack(defs: Defs, p: SeedProduct, color: string, x: number, y: number, w: number, h: number): string {
  const r = w * 0.09;
  const body = bodyGradient(defs, color);
  const frame = metalGradient(defs, color);
  const dark = luminance(color) < 0.3;
  const ring = dark ? lighten(color, 0.35) : darken(color, 0.25);
  const island = dark ? lighten(color, 0.08) : darken(color, 0.07);
  const edge = dark ? lighten(color, 0.25) : darken(color, 0.18);
  const u = w / 100;
  const cams: string[] = [];
  const ox = x + u * 7;
  const oy = y + u * 7;
  const pro = p.slug.includes('pro') || p.slug.includes('ultra');
  if (p.brand === 'ipad' && pro) {
    cams.push(rect(ox, oy, u * 24, u * 24, u * 7, island, `stroke="${edge}" stroke-width="${n2(u * 0.5)}"`));
    cams.push(lens(defs, ox + u * 7.5, oy + u * 7.5, u * 5, ring));
    cams.push(sensorDot(ox + u * 7.5, oy + u * 16.5, u * 3));
    cams.push(flash(defs, ox + u * 16.5, oy + u * 16.5, u * 2.2));
  } else if (p.brand === 'samsung') {
    cams.push(lens(defs, ox + u * 6, oy + u * 5, u * 5, ring));
    if (pro) cams.push(lens(defs, ox + u * 6, oy + u * 17, u * 5, ring));
    cams.push(flash(defs, ox + u * 15, oy + u * 5, u * 1.8));
  } else if (p.brand === 'xiaomi' || p.brand === 'honor' || p.brand === 'lenovo') {
    cams.push(rect(ox, oy, u * 16, u * 28, u * 8, island, `stroke="${edge}" stroke-width="${n2(u * 0.5)}"`));
    cams.push(lens(defs, ox + u * 8, oy + u * 8, u * 5.5, ring));
    cams.push(flash(defs, ox + u * 8, oy + u * 20, u * 2.4));
  } else if (p.brand === 'huawei') {
    cams.push(circle(ox + u * 13, oy + u * 13, u * 13, island, `stroke="${edge}" stroke-width="${n2(u * 0.6)}"`));
    cams.push(lens(defs, ox + u * 8.5, oy + u * 8.5, u * 4.8, ring));
    cams.push(lens(defs, ox + u * 17.5, oy + u * 17.5, u * 4.2, ring));
    cams.push(flash(defs, ox + u * 18, oy + u * 8, u * 2));
  } else {
    cams.push(lens(defs, ox + u * 6, oy + u * 6, u * 5.5, ring));
  }
  const gloss = defs.linear([[0, '#ffffff', 0.2], [1, '#ffffff', 0]], 0, 0, 1, 0.7);
  const clip = defs.clip(rect(x, y, w, h, r, '#000'));
  // magnetic keyboard connector (Smart Connector style) on the long edge
  const conn = [0, 1, 2].map((i) => circle(x + w / 2 - u * 3 + i * u * 3, y + h - u * 4, u * 0.8, darken(color, 0.35))).join('');
  return [
    rect(x, y, w, h, r, url(frame)),
    rect(x + 3, y + 3, w - 6, h - 6, r - 2, url(body)),
    `<g clip-path="${url(clip)}"><path d="M${n2(x)} ${n2(y)} L${n2(x + w)} ${n2(y)} L${n2(x)} ${n2(y + h * 0.6)} Z" fill="${url(gloss)}"/></g>`,
    p.brand === 'ipad' || p.brand === 'samsung' ? conn : '',
    cams.join(''),
  ].join('');
}

// ------------------------------------------------------------------ laptops

/** Open clamshell seen from the front, lid top edge at y, centred on cx. */
function laptopFront(defs: Defs, p: SeedProduct, color: string, cx: number, y: number, lidW: number): string {
  const lidH = lidW / 1.6;
  const lx = cx - lidW / 2;
  const rim = metalGradient(defs, color, true);
  const bez = lidW * 0.028;
  const sx = lx + bez;
  const sy = y + bez;
  const sw = lidW - bez * 2;
  const sh = lidH - bez * 2.2;
  const seed = hash(p.slug + color + 'lap');
  // base deck as a trapezoid (far edge = hinge, near edge wider)
  const deckTop = y + lidH + 4;
  const deckH = lidW * 0.2;
  const farW = lidW * 1.02;
  const nearW = lidW * 1.24;
  const deckG = defs.linear([[0, darken(color, luminance(color) < 0.3 ? 0 : 0.08)], [1, lighten(color, luminance(color) < 0.3 ? 0.12 : 0.25)]], 0, 0, 0, 1);
  const deck = `<path d="M${n2(cx - farW / 2)} ${n2(deckTop)} L${n2(cx + farW / 2)} ${n2(deckTop)} L${n2(cx + nearW / 2)} ${n2(deckTop + deckH)} L${n2(cx - nearW / 2)} ${n2(deckTop + deckH)} Z" fill="${url(deckG)}" stroke="${darken(color, 0.25)}" stroke-width="1.5" stroke-linejoin="round"/>`;
  const lipG = defs.linear([[0, darken(color, 0.2)], [1, darken(color, 0.45)]], 0, 0, 0, 1);
  const lip = `<path d="M${n2(cx - nearW / 2)} ${n2(deckTop + deckH)} L${n2(cx + nearW / 2)} ${n2(deckTop + deckH)} Q${n2(cx + nearW / 2)} ${n2(deckTop + deckH + 12)} ${n2(cx + nearW / 2 - 14)} ${n2(deckTop + deckH + 12)} L${n2(cx - nearW / 2 + 14)} ${n2(deckTop + deckH + 12)} Q${n2(cx - nearW / 2)} ${n2(deckTop + deckH + 12)} ${n2(cx - nearW / 2)} ${n2(deckTop + deckH)} Z" fill="${url(lipG)}"/>`;
  const notch = rect(cx - lidW * 0.08, deckTop + deckH + 1, lidW * 0.16, 5, 2.5, darken(color, 0.5));
  // keyboard rows in perspective
  const keyColor = luminance(color) < 0.3 ? '#0e0f12' : darken(color, 0.7);
  const rows = 5;
  const kTop = deckTop + deckH * 0.07;
  const kBot = deckTop + deckH * 0.56;
  const widthAt = (yy: number): number => farW + (nearW - farW) * ((yy - deckTop) / deckH);
  let keys = '';
  for (let rIdx = 0; rIdx < rows; rIdx += 1) {
    const y0 = kTop + ((kBot - kTop) / rows) * rIdx;
    const y1 = y0 + ((kBot - kTop) / rows) * 0.8;
    const w0 = widthAt(y0) * 0.84;
    const w1 = widthAt(y1) * 0.84;
    const count = rIdx === rows - 1 ? 9 : 14;
    for (let k = 0; k < count; k += 1) {
      let a = k / count;
      let b = (k + 0.86) / count;
      if (rIdx === rows - 1) {
        // space bar row: wide key in the middle
        if (k === 3) b = (k + 2.86) / count;
        if (k === 4 || k === 5) continue;
        if (k > 5) {
          a = k / count;
          b = (k + 0.86) / count;
        }
      }
      const xa0 = cx - w0 / 2 + w0 * a;
      const xb0 = cx - w0 / 2 + w0 * b;
      const xa1 = cx - w1 / 2 + w1 * a;
      const xb1 = cx - w1 / 2 + w1 * b;
      keys += `<path d="M${n2(xa0)} ${n2(y0)} L${n2(xb0)} ${n2(y0)} L${n2(xb1)} ${n2(y1)} L${n2(xa1)} ${n2(y1)} Z" fill="${keyColor}" stroke="${keyColor}" stroke-width="1" stroke-linejoin="round"/>`;
    }
  }
  const tpTop = deckTop + deckH * 0.63;
  const tpBot = deckTop + deckH * 0.94;
  const tw0 = widthAt(tpTop) * 0.3;
  const tw1 = widthAt(tpBot) * 0.3;
  const pad = `<path d="M${n2(cx - tw0 / 2)} ${n2(tpTop)} L${n2(cx + tw0 / 2)} ${n2(tpTop)} L${n2(cx + tw1 / 2)} ${n2(tpBot)} L${n2(cx - tw1 / 2)} ${n2(tpBot)} Z" fill="${luminance(color) < 0.3 ? lighten(color, 0.08) : darken(color, 0.06)}" stroke="${darken(color, 0.22)}" stroke-width="1.2" stroke-linejoin="round"/>`;
  // window-like shapes on the desktop (no text)
  const win = rect(sx + sw * 0.12, sy + sh * 0.14, sw * 0.46, sh * 0.56, 8, '#ffffff', 'fill-opacity="0.9"') +
    rect(sx + sw * 0.12, sy + sh * 0.14, sw * 0.46, sh * 0.07, 8, '#e6e8ee') +
    rect(sx + sw * 0.15, sy + sh * 0.27, sw * 0.25, sh * 0.03, 3, '#c9cdd6') +
    rect(sx + sw * 0.15, sy + sh * 0.33, sw * 0.36, sh * 0.03, 3, '#dde0e6') +
    rect(sx + sw * 0.15, sy + sh * 0.39, sw * 0.3, sh * 0.03, 3, '#dde0e6') +
    rect(sx + sw * 0.15, sy + sh * 0.47, sw * 0.18, sh * 0.16, 6, hsl(brandHue[p.brand], 0.6, 0.6), 'fill-opacity="0.8"') +
    rect(sx + sw * 0.36, sy + sh * 0.47, sw * 0.18, sh * 0.16, 6, hsl(brandHue[p.brand] + 40, 0.6, 0.65), 'fill-opacity="0.8"') +
    rect(sx + sw * 0.63, sy + sh * 0.14, sw * 0.25, sh * 0.32, 8, '#ffffff', 'fill-opacity="0.25"');
  let bar = rect(sx + sw * 0.3, sy + sh * 0.9, sw * 0.4, sh * 0.07, 6, '#ffffff', 'fill-opacity="0.55"');
  for (let i = 0; i < 7; i += 1) bar += rect(sx + sw * 0.32 + i * sw * 0.052, sy + sh * 0.91, sh * 0.05, sh * 0.05, 3, hsl(brandHue[p.brand] + i * 35, 0.55, 0.55));
  return [
    deck,
    keys,
    pad,
    lip,
    notch,
    rect(cx - lidW * 0.47, y + lidH - 2, lidW * 0.94, 8, 3, darken(color, 0.35)),
    rect(lx, y, lidW, lidH, 12, url(rim)),
    rect(lx + 3, y + 3, lidW - 6, lidH - 6, 10, '#0b0b0d'),
    wallpaper(defs, sx, sy, sw, sh, 4, color, p.brand, seed),
    win,
    bar,
    circle(cx, y + bez * 0.5, 2.6, '#20263a'),
    glare(defs, sx, sy, sw, sh, 4),
  ].join('');
}

/** Silhouette of the open laptop drawn by laptopFront / laptopBack with the same arguments. */
function laptopSil(cx: number, y: number, lidW: number, back: boolean): Silhouette {
  const lidH = lidW / 1.6;
  return (k) => {
    const lid = rect(cx - lidW / 2 - k, y - k, lidW + 2 * k, lidH + 2 * k, 12 + k, SHADOW_INK);
    if (back) return lid + rect(cx - lidW * 0.53 - k, y + lidH - k, lidW * 1.06 + 2 * k, 24 + 2 * k, 6 + k, SHADOW_INK);
    const top = y + lidH;
    const bottom = top + lidW * 0.2 + 16;
    const far = lidW * 0.51 + k;
    const near = lidW * 0.62 + k;
    return lid + `<path d="M${n2(cx - far)} ${n2(top - k)} L${n2(cx + far)} ${n2(top - k)} L${n2(cx + near)} ${n2(bottom + k)} L${n2(cx - near)} ${n2(bottom + k)} Z" fill="${SHADOW_INK}"/>`;
  };
}

/** Open laptop seen from behind: lid back with a small emblem, base edge below. */
function laptopBack(defs: Defs, p: SeedProduct, color: string, cx: number, y: number, lidW: number): string {
  const lidH = lidW / 1.6;
  const lx = cx - lidW / 2;
  const body = bodyGradient(defs, color);
  const rim = metalGradient(defs, color);
  const dark = luminance(color) < 0.3;
  const emblem = dark ? lighten(color, 0.3) : darken(color, 0.2);
  let logo: string;
  if (p.brand === 'dell') logo = circle(cx, y + lidH / 2, lidW * 0.055, 'none', `stroke="${emblem}" stroke-width="${n2(lidW * 0.01)}"`);
  else if (p.brand === 'hp') logo = circle(cx, y + lidH / 2, lidW * 0.05, emblem);
  else if (p.slug.includes('thinkpad')) logo = rect(lx + lidW * 0.08, y + lidH * 0.8, lidW * 0.16, lidW * 0.025, 3, emblem) + circle(lx + lidW * 0.26, y + lidH * 0.8 + lidW * 0.0125, lidW * 0.01, '#d3262e');
  else logo = rect(lx + lidW * 0.08, y + lidH * 0.84, lidW * 0.12, lidW * 0.02, 3, emblem);
  const baseW = lidW * 1.06;
  const baseTop = y + lidH + 2;
  const base = `<path d="M${n2(cx - baseW / 2)} ${n2(baseTop)} L${n2(cx + baseW / 2)} ${n2(baseTop)} L${n2(cx + baseW / 2 - 8)} ${n2(baseTop + 22)} L${n2(cx - baseW / 2 + 8)} ${n2(baseTop + 22)} Z" fill="${darken(color, 0.25)}"/>`;
  const vents = Array.from({ length: 18 }, (_, i) => rect(cx - lidW * 0.3 + i * lidW * 0.034, baseTop + 8, lidW * 0.02, 6, 2, darken(color, 0.5))).join('');
  const gloss = defs.linear([[0, '#ffffff', 0.2], [1, '#ffffff', 0]], 0, 0, 1, 0.8);
  return [
    base,
    vents,
    rect(lx, y, lidW, lidH, 14, url(rim)),
    rect(lx + 3, y + 3, lidW - 6, lidH - 6, 12, url(body)),
    `<path d="M${n2(lx + 6)} ${n2(y + 6)} L${n2(lx + lidW * 0.7)} ${n2(y + 6)} L${n2(lx + 6)} ${n2(y + lidH * 0.7)} Z" fill="${url(gloss)}"/>`,
    logo,
  ].join('');
}

// ------------------------------------------------------------------ accessories

function earbud(defs: Defs, color: string, x: number, y: number, scale: number, angle: number, samsung: boolean): string {
  const body = bodyGradient(defs, color);
  const tip = luminance(color) < 0.3 ? lighten(color, 0.15) : darken(color, 0.12);
  const s = scale;
  const light = samsung ? rect(-6 * s, 40 * s, 4 * s, 120 * s, 2 * s, '#ffffff', 'fill-opacity="0.85"') : '';
  return `<g transform="translate(${n2(x)} ${n2(y)}) rotate(${angle})">` +
    `<ellipse cx="${n2(-26 * s)}" cy="${n2(-6 * s)}" rx="${n2(24 * s)}" ry="${n2(30 * s)}" fill="${tip}"/>` +
    `<ellipse cx="${n2(-34 * s)}" cy="${n2(-6 * s)}" rx="${n2(10 * s)}" ry="${n2(17 * s)}" fill="${darken(tip, 0.35)}"/>` +
    `<ellipse cx="0" cy="0" rx="${n2(44 * s)}" ry="${n2(46 * s)}" fill="${url(body)}"/>` +
    circle(18 * s, -10 * s, 9 * s, '#1a1b1f', 'fill-opacity="0.85"') +
    rect(-14 * s, 20 * s, 30 * s, 150 * s, 15 * s, url(body)) +
    rect(-10 * s, 150 * s, 22 * s, 14 * s, 5 * s, darken(color, 0.25)) +
    light +
    circle(-12 * s, -18 * s, 12 * s, '#ffffff', 'fill-opacity="0.35"') +
    `</g>`;
}

function earbudsArt(defs: Defs, p: SeedProduct, color: string, back: boolean): string {
  const samsung = p.brand === 'samsung';
  const caseW = samsung ? 300 : 290;
  const caseH = samsung ? 250 : 240;
  const cx = back ? 400 : 330;
  const top = back ? 380 : 300;
  const body = bodyGradient(defs, color);
  const seam = darken(color, 0.18);
  const caseR = samsung ? 70 : 80;
  if (!back) {
    const caseSvg = softShadow(rectSil(cx - caseW / 2, top, caseW, caseH, caseR), 16) +
      rect(cx - caseW / 2, top, caseW, caseH, caseR, url(body)) +
      `<line x1="${cx - caseW / 2 + 4}" y1="${top + caseH * 0.36}" x2="${cx + caseW / 2 - 4}" y2="${top + caseH * 0.36}" stroke="${seam}" stroke-width="3"/>` +
      circle(cx, top + caseH * 0.6, 5, '#47d16c') +
      rect(cx - caseW / 2 + 16, top + 10, caseW - 32, caseH * 0.2, 40, '#ffffff', 'fill-opacity="0.25"');
    const buds = earbud(defs, color, 560, 250, 1.05, 16, samsung) + earbud(defs, color, 640, 330, 1.05, -10, samsung);
    return caseSvg + buds;
  }
  // open case: lid swung up behind, two buds seated
  const lidH = caseH * 0.42;
  const lid = rect(cx - caseW / 2, top - lidH * 1.25, caseW, lidH * 1.45, 60, lighten(color, 0.08), `fill-opacity="${samsung ? 0.55 : 1}" stroke="${seam}" stroke-width="2"`);
  const inner = `<ellipse cx="${cx}" cy="${top + 20}" rx="${caseW / 2 - 12}" ry="34" fill="${darken(color, 0.25)}"/>`;
  const buds = earbud(defs, color, cx - 52, top - 20, 0.8, -6, samsung) + earbud(defs, color, cx + 52, top - 20, 0.8, 6, samsung);
  const front = rect(cx - caseW / 2, top + 10, caseW, caseH * 0.9, caseR, url(body)) +
    circle(cx, top + caseH * 0.45, 5, '#47d16c') +
    rect(cx - caseW / 2 + 20, top + 20, caseW - 40, 22, 11, '#ffffff', 'fill-opacity="0.3"');
  const sil: Silhouette = (k) => rect(cx - caseW / 2 - k, top - lidH * 1.25 - k, caseW + 2 * k, caseH * 0.9 + lidH * 1.25 + 10 + 2 * k, caseR + k, SHADOW_INK);
  return softShadow(sil, 16) + lid + inner + buds + front;
}

function watchArt(defs: Defs, p: SeedProduct, color: string, back: boolean): string {
  const cx = 400;
  const cy = 400;
  const galaxy = p.name.toLowerCase().includes('galaxy');
  const caseR = 175;
  const strapW = 200;
  const metal = metalGradient(defs, color, true);
  const strapColor = p.name.toLowerCase().includes('titanium') || color.toLowerCase() === '#b4b3ae' ? color : darken(color, 0.05);
  const strapG = defs.linear([[0, darken(strapColor, 0.25)], [0.5, lighten(strapColor, 0.1)], [1, darken(strapColor, 0.25)]], 0, 0, 1, 0);
  const titanium = p.variants.some((v) => v.color === 'Titanium') && color === p.swatches.Titanium;
  let straps = '';
  if (titanium) {
    for (let i = 0; i < 5; i += 1) {
      straps += rect(cx - strapW / 2, 30 + i * 44, strapW, 40, 8, url(strapG));
      straps += rect(cx - strapW / 2, 590 + i * 44, strapW, 40, 8, url(strapG));
    }
  } else {
    straps = rect(cx - strapW / 2, 20, strapW, 300, 40, url(strapG)) + rect(cx - strapW / 2, 480, strapW, 300, 40, url(strapG));
    for (let i = 0; i < 5; i += 1) straps += circle(cx, 580 + i * 36, 7, darken(strapColor, 0.45));
  }
  const caseShape = galaxy ? rect(cx - caseR, cy - caseR, caseR * 2, caseR * 2, caseR * 0.55, url(metal)) : circle(cx, cy, caseR, url(metal));
  const crown = rect(cx + caseR - 8, cy - 70, 30, 44, 8, darken(color, 0.1)) + rect(cx + caseR - 8, cy + 30, 24, 40, 8, darken(color, 0.15));
  const shadow = softShadow((k) =>
    rect(cx - strapW / 2 - k, 20 - k, strapW + 2 * k, 760 + 2 * k, 40 + k, SHADOW_INK) +
    (galaxy ? rect(cx - caseR - k, cy - caseR - k, caseR * 2 + 2 * k, caseR * 2 + 2 * k, caseR * 0.55 + k, SHADOW_INK) : circle(cx, cy, caseR + k, SHADOW_INK)), 12);
  if (back) {
    const glass = defs.radial([[0, '#3a3d44'], [1, '#15161a']]);
    let leds = '';
    for (let i = 0; i < 8; i += 1) {
      const a = (Math.PI * 2 * i) / 8;
      leds += circle(cx + Math.cos(a) * 48, cy + Math.sin(a) * 48, 7, i % 2 ? '#2fb35a' : '#8a2a33');
    }
    return shadow + straps + crown + caseShape +
      circle(cx, cy, caseR * 0.8, lighten(color, 0.15)) +
      circle(cx, cy, caseR * 0.62, '#cfd1d6') +
      circle(cx, cy, caseR * 0.5, url(glass)) +
      `<circle cx="${cx}" cy="${cy}" r="${caseR * 0.38}" fill="none" stroke="#6c707a" stroke-width="2"/>` +
      leds +
      circle(cx, cy, 16, '#0b0c0f') +
      circle(cx - 5, cy - 5, 4, '#ffffff', 'fill-opacity="0.4"');
  }
  const [hue] = rgbToHsl(hexToRgb(color));
  const accent = chroma(color) > 0.12 ? hsl(vividHue(hue), 0.8, 0.6) : hsl(brandHue[p.brand], 0.8, 0.6);
  const face = caseR * 0.8;
  let ticks = '';
  for (let i = 0; i < 60; i += 1) {
    const a = (Math.PI * 2 * i) / 60;
    const major = i % 5 === 0;
    const r0 = face * (major ? 0.82 : 0.88);
    const r1 = face * 0.94;
    ticks += `<line x1="${n2(cx + Math.cos(a) * r0)}" y1="${n2(cy + Math.sin(a) * r0)}" x2="${n2(cx + Math.cos(a) * r1)}" y2="${n2(cy + Math.sin(a) * r1)}" stroke="#ffffff" stroke-opacity="${major ? 0.9 : 0.4}" stroke-width="${major ? 4 : 1.6}" stroke-linecap="round"/>`;
  }
  const arc = (r: number, frac: number, col: string, cxx: number, cyy: number): string => {
    const a0 = -Math.PI / 2;
    const a1 = a0 + Math.PI * 2 * frac;
    const large = frac > 0.5 ? 1 : 0;
    return `<circle cx="${n2(cxx)}" cy="${n2(cyy)}" r="${r}" fill="none" stroke="${col}" stroke-opacity="0.25" stroke-width="7"/>` +
      `<path d="M${n2(cxx + Math.cos(a0) * r)} ${n2(cyy + Math.sin(a0) * r)} A${r} ${r} 0 ${large} 1 ${n2(cxx + Math.cos(a1) * r)} ${n2(cyy + Math.sin(a1) * r)}" fill="none" stroke="${col}" stroke-width="7" stroke-linecap="round"/>`;
  };
  const hand = (angleDeg: number, len: number, width: number, col: string): string =>
    `<line x1="${cx}" y1="${cy}" x2="${n2(cx + Math.sin((angleDeg * Math.PI) / 180) * len)}" y2="${n2(cy - Math.cos((angleDeg * Math.PI) / 180) * len)}" stroke="${col}" stroke-width="${width}" stroke-linecap="round"/>`;
  const dial = defs.radial([[0, '#1c1f27'], [1, '#050507']]);
  const bezel = galaxy ? circle(cx, cy, caseR * 0.9, '#0c0c0e') : circle(cx, cy, caseR * 0.93, darken(color, 0.55)) + circle(cx, cy, caseR * 0.86, '#0c0c0e');
  return shadow + straps + crown + caseShape + bezel +
    circle(cx, cy, face, url(dial)) +
    ticks +
    arc(30, 0.72, accent, cx - face * 0.42, cy + 8) +
    arc(30, 0.45, '#4fd1a5', cx + face * 0.42, cy + 8) +
    arc(26, 0.6, '#f2a33a', cx, cy + face * 0.48) +
    hand(305, face * 0.5, 9, '#ffffff') +
    hand(62, face * 0.72, 6, '#ffffff') +
    hand(160, face * 0.8, 2.5, accent) +
    circle(cx, cy, 10, accent) +
    glare(defs, cx - face, cy - face, face * 2, face * 2, face);
}

function powerBankArt(defs: Defs, color: string, back: boolean): string {
  const x = 150;
  const y = back ? 200 : 230;
  const w = 500;
  const h = back ? 400 : 280;
  const top = bodyGradient(defs, color);
  if (back) {
    const lines = Array.from({ length: 5 }, (_, i) => rect(x + 110, y + 120 + i * 28, w - 220, 6, 3, darken(color, 0.2), 'fill-opacity="0.6"')).join('');
    return softShadow(rectSil(x, y, w, h, 60), 14) + rect(x, y, w, h, 60, url(top)) + rect(x + 90, y + 90, w - 180, h - 180, 16, 'none', `stroke="${darken(color, 0.25)}" stroke-width="2"`) + lines +
      [[x + 40, y + 40], [x + w - 40, y + 40], [x + 40, y + h - 40], [x + w - 40, y + h - 40]].map(([a, b]) => circle(a ?? 0, b ?? 0, 14, darken(color, 0.45))).join('');
  }
  const frontH = 110;
  const face = defs.linear([[0, darken(color, 0.05)], [1, darken(color, 0.35)]], 0, 0, 0, 1);
  const portY = y + h + frontH * 0.35;
  const port = (px: number, pw: number, ph: number, pr: number): string => rect(px, portY, pw, ph, pr, '#0b0b0d') + rect(px + 5, portY + ph * 0.35, pw - 10, ph * 0.3, 2, '#5c5f66');
  const leds = [0, 1, 2, 3].map((i) => circle(x + w - 150 + i * 26, portY + 16, 6, i < 3 ? '#5fd3ff' : '#2a3a44')).join('');
  return softShadow(rectSil(x, y, w, h + frontH, 50), 14) + rect(x, y + 30, w, h + frontH - 30, 50, url(face)) +
    rect(x, y, w, h, 50, url(top)) +
    rect(x + 40, y + 14, w - 80, 18, 9, '#ffffff', 'fill-opacity="0.08"') +
    port(x + 60, 70, 30, 4) + port(x + 150, 70, 30, 4) + port(x + 240, 56, 24, 12) + leds +
    circle(x + w - 40, portY + 16, 9, darken(color, 0.5));
}

function chargerArt(defs: Defs, color: string, back: boolean): string {
  const cx = 400;
  const w = 250;
  const h = 270;
  const body = bodyGradient(defs, color);
  const side = darken(color, luminance(color) < 0.3 ? 0.3 : 0.18);
  const pin = defs.linear([[0, '#8d9096'], [0.5, '#f1f2f4'], [1, '#7b7e84']], 0, 0, 1, 0);
  if (back) {
    const y = 260;
    return softShadow(rectSil(cx - w / 2, y, w, w, 56), 14) + rect(cx - w / 2, y, w, w, 56, url(body)) +
      circle(cx, y + w / 2, w * 0.36, darken(color, 0.12)) +
      circle(cx - 48, y + w / 2, 17, '#8d9096') + circle(cx - 48, y + w / 2, 11, url(pin)) +
      circle(cx + 48, y + w / 2, 17, '#8d9096') + circle(cx + 48, y + w / 2, 11, url(pin));
  }
  const y = 240;
  const pins = rect(cx - 62, y - 110, 26, 130, 13, url(pin)) + rect(cx + 36, y - 110, 26, 130, 13, url(pin));
  const cable = `<path d="M${cx} ${y + h - 40} C ${cx} ${y + h + 90}, ${cx + 250} ${y + h - 60}, ${cx + 240} ${y + h + 120}" fill="none" stroke="${darken(color, 0.02)}" stroke-width="22" stroke-linecap="round"/>` +
    `<path d="M${cx} ${y + h - 40} C ${cx} ${y + h + 90}, ${cx + 250} ${y + h - 60}, ${cx + 240} ${y + h + 120}" fill="none" stroke="#ffffff" stroke-opacity="0.2" stroke-width="6" stroke-linecap="round"/>` +
    rect(cx + 222, y + h + 110, 36, 70, 10, darken(color, 0.08)) + rect(cx + 229, y + h + 176, 22, 26, 5, url(pin));
  return softShadow(rectSil(cx - w / 2, y, w, h + 8, 46), 14) + pins +
    rect(cx - w / 2, y + 8, w, h, 46, side) +
    rect(cx - w / 2, y, w, h, 46, url(body)) +
    rect(cx - w / 2 + 5, y + 5, w - 10, h - 10, 41, 'none', `stroke="#ffffff" stroke-opacity="0.18" stroke-width="3"`) +
    rect(cx - w / 2 + 24, y + 12, w - 48, 26, 13, '#ffffff', 'fill-opacity="0.1"') +
    cable +
    rect(cx - 26, y + h - 58, 52, 22, 11, '#0c0c0e') + rect(cx - 18, y + h - 50, 36, 6, 3, '#55585f');
}

/** Inside of a phone case at (x, y): soft lining, raised rim, button covers. */
function caseInside(defs: Defs, color: string, x: number, y: number, w: number, h: number): string {
  const r = w * 0.12;
  const body = bodyGradient(defs, color);
  const inner = luminance(color) < 0.3 ? lighten(color, 0.12) : darken(color, 0.08);
  const lining = defs.linear([[0, lighten(inner, 0.06)], [1, darken(inner, 0.08)]], 0, 0, 1, 1);
  const cut = (cx: number, cy: number, rr: number): string => circle(cx, cy, rr, darken(inner, 0.35));
  return rect(x, y, w, h, r, url(body)) +
    rect(x + w * 0.045, y + w * 0.045, w * 0.91, h - w * 0.09, r * 0.75, url(lining)) +
    rect(x + w * 0.045, y + w * 0.045, w * 0.91, h - w * 0.09, r * 0.75, 'none', `stroke="${darken(inner, 0.2)}" stroke-width="2"`) +
    [0, 1, 2].map((i) => cut(x + w * 0.76, y + h * 0.12 + i * h * 0.12, w * 0.1)).join('') +
    cut(x + w * 0.52, y + h * 0.16, w * 0.1) +
    rect(x + w * 0.35, y + h - w * 0.04, w * 0.3, w * 0.05, w * 0.025, darken(inner, 0.35)) +
    rect(x - 5, y + h * 0.22, 9, h * 0.16, 4, darken(color, 0.12));
}

/** Outside of a phone case at (x, y) with lens cut-outs showing the phone's lenses. */
function caseOutside(defs: Defs, color: string, x: number, y: number, w: number, h: number): string {
  const r = w * 0.12;
  const body = bodyGradient(defs, color);
  const dark = luminance(color) < 0.3;
  const lip = dark ? lighten(color, 0.12) : darken(color, 0.1);
  const u = w / 100;
  const spots: Array<[number, number]> = [[24, 24], [24, 52], [24, 80], [52, 31]];
  const holes = spots.map(([a, b]) => circle(x + a * u, y + b * u, 12 * u, lip) + circle(x + a * u, y + b * u, 10.4 * u, '#111216')).join('');
  const lenses = spots.map(([a, b]) => lens(defs, x + a * u, y + b * u, 8.4 * u, '#6d7078')).join('');
  const matte = defs.linear([[0, '#ffffff', 0.16], [1, '#ffffff', 0]], 0, 0, 0.8, 1);
  return rect(x, y, w, h, r, url(body)) +
    rect(x, y, w, h, r, url(matte)) +
    rect(x + 5, y + 5, w - 10, h - 10, r - 5, 'none', `stroke="${lighten(color, 0.2)}" stroke-opacity="0.55" stroke-width="2"`) +
    holes +
    lenses +
    circle(x + 52 * u, y + 55 * u, 3.2 * u, lip) + circle(x + 52 * u, y + 55 * u, 2.2 * u, '#111216') +
    rect(x + w - 4, y + h * 0.22, 9, h * 0.16, 4, darken(color, 0.12));
}

function caseArt(defs: Defs, color: string, back: boolean): string {
  if (back) {
    const w = 320;
    const h = 660;
    return softShadow(rectSil(400 - w / 2, 70, w, h, w * 0.12)) + caseInside(defs, color, 400 - w / 2, 70, w, h);
  }
  const w = 290;
  const h = 600;
  const sil = rectSil(0, 0, w, h, w * 0.12);
  return `<g transform="translate(110 120) rotate(-7)">${softShadow(sil)}${caseInside(defs, color, 0, 0, w, h)}</g>` +
    `<g transform="translate(370 95) rotate(3)">${softShadow(sil)}${caseOutside(defs, color, 0, 0, w, h)}</g>`;
}

// ------------------------------------------------------------------ composition

/** Distinct variant colours in first-seen order. */
function distinctColors(product: SeedProduct): string[] {
  const out: string[] = [];
  for (const v of product.variants) if (!out.includes(v.color)) out.push(v.color);
  return out;
}

/** Number of views for the product (distinct colours + 1, max 5). */
export function productViewCount(product: SeedProduct): number {
  return Math.min(MAX_VIEWS, Math.max(1, distinctColors(product).length) + 1);
}

function swatchFor(product: SeedProduct, color: string | undefined): string {
  const hex = color ? product.swatches[color] : undefined;
  return hex && /^#?[0-9a-fA-F]{3,8}$/.test(hex) ? (hex.startsWith('#') ? hex : `#${hex}`) : '#8a8d93';
}

function background(defs: Defs, color: string, size: number): string {
  const tint = mix('#f4f5f8', color, 0.1);
  const bg = defs.radial([[0, '#ffffff'], [0.7, tint], [1, mix(tint, '#d9dce3', 0.5)]], 0.5, 0.42, 0.75);
  return rect(0, 0, size, size, 0, url(bg));
}

function floorShadow(defs: Defs, cx: number, cy: number, rx: number, ry: number): string {
  const g = defs.radial([[0, '#1b1f2a', 0.26], [0.55, '#1b1f2a', 0.12], [1, '#1b1f2a', 0]]);
  return `<ellipse cx="${cx}" cy="${cy}" rx="${n2(rx * 1.25)}" ry="${n2(ry * 1.6)}" fill="${url(g)}"/>`;
}

/** Returns SVG markup (800x800 viewBox) drawing view `view` (0..n-1) of the product: view 0..k-1 one per distinct variant colour (front), plus one extra 'back' view of the first colour. */
export function productArtSvg(product: SeedProduct, view: number): string {
  const colors = distinctColors(product);
  const count = productViewCount(product);
  const v = Math.min(Math.max(0, Math.floor(view)), count - 1);
  const isBack = v === count - 1;
  const colorName = isBack ? colors[0] : colors[v];
  const color = swatchFor(product, colorName);
  const defs = new Defs();
  const kind = deviceKind(product);
  const size = 800;
  const parts: string[] = [background(defs, color, size)];
  const g = (content: string, sil?: Silhouette, transform = ''): string =>
    `<g${transform ? ` transform="${transform}"` : ''}>${sil ? softShadow(sil) : ''}${content}</g>`;

  switch (kind) {
    case 'phone': {
      if (isBack) {
        const geo = phoneGeom(product, 650, false);
        parts.push(floorShadow(defs, 400, 745, geo.w * 0.75, 22));
        parts.push(g(phoneBack(defs, product, color, 400 - geo.w / 2, 70, geo), rectSil(400 - geo.w / 2, 70, geo.w, geo.h, geo.r)));
      } else {
        const geo = phoneGeom(product, 600, false);
        parts.push(floorShadow(defs, 400, 730, 260, 24));
        const sil = rectSil(0, 0, geo.w, geo.h, geo.r);
        parts.push(g(phoneBack(defs, product, color, 0, 0, geo), sil, `translate(${n2(400 - geo.w - 20)} 110) rotate(-7)`));
        parts.push(g(phoneFront(defs, product, color, 0, 0, geo), sil, `translate(${n2(400 - geo.w * 0.12)} 95) rotate(3)`));
      }
      break;
    }
    case 'foldable': {
      const folded = phoneGeom(product, isBack ? 640 : 560, true);
      if (isBack) {
        parts.push(floorShadow(defs, 400, 745, folded.w * 0.75, 22));
        parts.push(g(phoneBack(defs, product, color, 400 - folded.w / 2, 75, folded), rectSil(400 - folded.w / 2, 75, folded.w, folded.h, folded.r)));
      } else {
        const res = resolutions(product.specifications.display)[0];
        const ratio = res ? res[1] / res[0] : 0.9;
        const oh = 520;
        const ow = Math.max(oh * ratio, oh * 0.85);
        parts.push(floorShadow(defs, 420, 730, 300, 24));
        parts.push(g(phoneBack(defs, product, color, 0, 0, folded), rectSil(0, 0, folded.w, folded.h, folded.r), `translate(70 120) rotate(-6)`));
        parts.push(g(foldableOpen(defs, product, color, 0, 0, ow, oh), rectSil(0, 0, ow, oh, ow * 0.05), `translate(${n2(700 - ow)} 150) rotate(2)`));
      }
      break;
    }
    case 'tablet': {
      const aspect = tabletAspect(product);
      if (isBack) {
        const h = 620;
        const w = h / aspect;
        parts.push(floorShadow(defs, 400, 745, w * 0.7, 22));
        parts.push(g(tabletBack(defs, product, color, 400 - w / 2, 90, w, h), rectSil(400 - w / 2, 90, w, h, w * 0.09)));
      } else {
        const bh = 500;
        const bw = bh / aspect;
        parts.push(floorShadow(defs, 400, 720, 320, 24));
        parts.push(g(tabletBack(defs, product, color, 0, 0, bw, bh), rectSil(0, 0, bw, bh, bw * 0.09), `translate(90 70) rotate(-6)`));
        const fw = 560;
        const fh = fw / aspect;
        parts.push(g(tabletFront(defs, product, color, 0, 0, fw, fh), rectSil(0, 0, fw, fh, fh * 0.07), `translate(${n2(760 - fw)} ${n2(700 - fh)}) rotate(-2)`));
      }
      break;
    }
    case 'laptop': {
      parts.push(floorShadow(defs, 400, isBack ? 600 : 665, 350, 26));
      parts.push(g(isBack ? laptopBack(defs, product, color, 400, 180, 600) : laptopFront(defs, product, color, 400, 130, 580), laptopSil(400, isBack ? 180 : 130, isBack ? 600 : 580, isBack)));
      break;
    }
    case 'earbuds':
      parts.push(floorShadow(defs, isBack ? 400 : 430, isBack ? 690 : 630, 300, 24));
      parts.push(`<g transform="translate(400 400) scale(1.18) translate(-400 -420)">${earbudsArt(defs, product, color, isBack)}</g>`);
      break;
    case 'watch':
      parts.push(floorShadow(defs, 400, 790, 150, 14));
      parts.push(watchArt(defs, product, color, isBack));
      break;
    case 'powerbank':
      parts.push(floorShadow(defs, 400, isBack ? 640 : 650, 280, 24));
      parts.push(powerBankArt(defs, color, isBack));
      break;
    case 'charger':
      parts.push(floorShadow(defs, 420, isBack ? 560 : 680, 220, 24));
      parts.push(chargerArt(defs, color, isBack));
      break;
    case 'case':
      parts.push(floorShadow(defs, 400, 760, 200, 18));
      parts.push(caseArt(defs, color, isBack));
      break;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${defs.toString()}${parts.join('')}</svg>`;
}

// ------------------------------------------------------------------ rendering

/** Pure: the URL list for a product without rendering (same URLs as renderCatalogImages). */
export function productImageUrls(product: SeedProduct): string[] {
  return Array.from({ length: productViewCount(product) }, (_, v) => `/media/products/${product.slug}-${v}/detail.webp`);
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/** Renders one SVG into the missing size files of `dir`. */
async function renderViewFiles(svg: string, dir: string): Promise<void> {
  const sizes = Object.entries(productImageSizes) as Array<[ProductImageSize, number]>;
  const missing: Array<[ProductImageSize, number]> = [];
  for (const entry of sizes) if (!(await exists(path.join(dir, `${entry[0]}.webp`)))) missing.push(entry);
  if (missing.length === 0) return;
  const { default: sharp } = await import('sharp'); // loaded on first use: the shop's memory at rest (decision 040)
  await mkdir(dir, { recursive: true });
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  for (const [name, px] of missing) {
    const img = sharp(data, { raw }).flatten({ background: '#ffffff' });
    await (px === info.width ? img : img.resize(px, px, { kernel: 'lanczos3' })).webp(WEBP_OPTIONS).toFile(path.join(dir, `${name}.webp`));
  }
}

/** Runs tasks with at most `limit` in flight. */
async function runLimited(tasks: Array<() => Promise<void>>, limit: number): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const task = tasks[next];
      next += 1;
      if (task) await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, () => worker()));
}

/** Renders every view of every product into `${mediaDir}/products/${slug}-${view}/{thumb,card,detail}.webp` with sharp (WebP quality ~72, effort 4), skipping files that already exist, running at most 2 renders concurrently. Returns Map<slug, string[]> of image URLs `/media/products/${slug}-${view}/detail.webp`. */
export async function renderCatalogImages(products: SeedProduct[], mediaDir: string): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  const tasks: Array<() => Promise<void>> = [];
  for (const product of products) {
    result.set(product.slug, productImageUrls(product));
    const count = productViewCount(product);
    for (let view = 0; view < count; view += 1) {
      const dir = path.join(mediaDir, 'products', `${product.slug}-${view}`);
      tasks.push(() => renderViewFiles(productArtSvg(product, view), dir));
    }
  }
  await runLimited(tasks, 2);
  return result;
}

// ------------------------------------------------------------------ hero banners

/** Hero banner art: SVG 1200x400 with a gradient and a drawn device, for a title. The title is embedded as an accessible <title> and seeds the decoration; it is not drawn, because the storefront overlays its own text on the left. */
export function heroArtSvg(title: string, accentHex: string, kind: 'phone' | 'laptop' | 'tablet'): string {
  const accent = /^#[0-9a-fA-F]{6}$/.test(accentHex) ? accentHex : '#3b5bdb';
  const seed = hash(title);
  const defs = new Defs();
  const bg = defs.linear([[0, darken(accent, 0.72)], [0.55, darken(accent, 0.45)], [1, accent]], 0, 0, 1, 1);
  const glow = defs.radial([[0, lighten(accent, 0.35), 0.7], [1, accent, 0]]);
  const glow2 = defs.radial([[0, '#ffffff', 0.18], [1, '#ffffff', 0]]);
  const body = mix(accent, '#24262c', 0.55);
  const brand: Brand = kind === 'laptop' ? 'lenovo' : kind === 'tablet' ? 'ipad' : 'samsung';
  const fake: SeedProduct = {
    slug: `hero-${seed}`,
    name: title,
    brand,
    category: kind === 'phone' ? 'smartphones' : kind === 'tablet' ? 'tablets' : 'computers',
    description: '',
    featured: false,
    specifications: { display: kind === 'tablet' ? '2752 x 2064' : '3120 x 1440', processor: '', ram: '', storage: '', camera: '', battery: '', hsCode: '' },
    variants: [{ color: 'Hero', storage: '', priceCents: 0, stock: 0 }],
    swatches: { Hero: body },
  };
  let device: string;
  if (kind === 'phone') {
    const geo = phoneGeom(fake, 330, false);
    const sil = softShadow(rectSil(0, 0, geo.w, geo.h, geo.r), 12, 9, 2.6, 0.05);
    device = `<g transform="translate(830 45) rotate(-8)">${sil}${phoneBack(defs, fake, body, 0, 0, geo)}</g>` +
      `<g transform="translate(950 35) rotate(4)">${sil}${phoneFront(defs, fake, body, 0, 0, geo)}</g>`;
  } else if (kind === 'tablet') {
    const w = 400;
    const h = w / 1.333;
    device = `<g transform="translate(740 50) rotate(-4)">${softShadow(rectSil(0, 0, w, h, h * 0.07), 12, 9, 2.6, 0.05)}${tabletFront(defs, fake, body, 0, 0, w, h)}</g>`;
  } else {
    device = `<g transform="translate(960 45) scale(0.6)">${softShadow(laptopSil(0, 0, 540, false), 16, 9, 3, 0.05)}${laptopFront(defs, fake, body, 0, 0, 540)}</g>`;
  }
  const dots = Array.from({ length: 6 }, (_, i) => {
    const r = 40 + ((seed >> (i * 3)) % 7) * 14;
    const x = 80 + (((seed >> (i * 2)) % 11) * 97) % 1100;
    const y = 40 + (((seed >> (i * 4)) % 5) * 80);
    return circle(x, y, r, '#ffffff', `fill-opacity="${0.03 + (i % 3) * 0.015}"`);
  }).join('');
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400"><title>${escaped}</title>${defs.toString()}` +
    rect(0, 0, 1200, 400, 0, url(bg)) +
    circle(1000, 200, 330, url(glow)) +
    circle(260, -40, 260, url(glow2)) +
    dots +
    `<path d="M0 330 C 300 280, 700 400, 1200 300 L1200 400 L0 400 Z" fill="#ffffff" fill-opacity="0.05"/>` +
    device +
    `</svg>`;
}

/** Writes `${mediaDir}/heroes/${key}.webp` (1200x400) from `svg` and returns its URL `/media/heroes/${key}.webp`. Characters outside [A-Za-z0-9_-] in `key` become '-'; existing files are overwritten. */
export async function renderHeroImage(key: string, svg: string, mediaDir: string): Promise<string> {
  const safe = key.replace(/[^a-zA-Z0-9_-]/g, '-');
  const dir = path.join(mediaDir, 'heroes');
  const { default: sharp } = await import('sharp'); // loaded on first use: the shop's memory at rest (decision 040)
  await mkdir(dir, { recursive: true });
  await sharp(Buffer.from(svg)).resize(1200, 400, { fit: 'cover' }).flatten({ background: '#ffffff' }).webp(WEBP_OPTIONS).toFile(path.join(dir, `${safe}.webp`));
  return `/media/heroes/${safe}.webp`;
}
