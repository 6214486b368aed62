#!/usr/bin/env node
/**
 * Generates the seed catalog's product illustrations (apps/web/public/catalog/**).
 *
 * The site must work offline and may not ship photos of real products, so every seed product gets
 * flat "sticker" illustrations drawn from a small library of shape motifs. Re-run after changing
 * the ART table: `node scripts/generate-catalog-art.mjs`. The seed data (apps/server/src/modules/taxonomy/seed/
 * seed-data.ts) references the files by `<id>-<n>.svg`; its unit test checks that they exist.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'apps/web/public/catalog');

// ---------------------------------------------------------------------------------------------
// Primitives. Every object is drawn inside a group that strokes with the brand ink, so shapes
// get a consistent outline for free; highlights and shadows opt out with stroke="none".
// ---------------------------------------------------------------------------------------------

const K = '#1b1035';
const W = '#ffffff';
const NS = { stroke: 'none' };

const attrs = (o = {}) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k}="${v}"`)
    .join('');
const rect = (x, y, w, h, r, fill, o) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${r ? ` rx="${r}"` : ''} fill="${fill}"${attrs(o)}/>`;
const circle = (cx, cy, r, fill, o) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${attrs(o)}/>`;
const ellipse = (cx, cy, rx, ry, fill, o) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${attrs(o)}/>`;
const path = (d, fill, o) => `<path d="${d}" fill="${fill}"${attrs(o)}/>`;
/** An open stroke; `o` may carry opacity or dashes, never its colour (the ink outline is not wanted here). */
const line = (d, color, width, o) => path(d, 'none', { ...o, stroke: color, 'stroke-width': width });
const g = (transform, body, o) => `<g transform="${transform}"${attrs(o)}>${body}</g>`;
const rot = (deg, cx, cy, body) => g(`rotate(${deg} ${cx} ${cy})`, body);
/** A stroked path with an ink outline: handles, straps, necks, straws. */
const tube = (d, width, color) => line(d, K, width + 20) + line(d, color, width);
/** Draws overlapping shapes as one silhouette: a thick ink pass underneath, then the fills. */
const union = (shapes) => `<g stroke-width="20">${shapes({})}</g>${shapes(NS)}`;
const shine = (d, opacity = 0.45) => path(d, W, { ...NS, opacity });
const glow = (cx, cy, r, opacity = 1) => circle(cx, cy, r, 'url(#gl)', { ...NS, opacity });

/** Mixes a hex colour towards white (amount > 0) or ink-black (amount < 0). */
function shade(hex, amount) {
  const n = parseInt(hex.slice(1), 16);
  const target = amount > 0 ? 255 : 20;
  const t = Math.abs(amount);
  const mix = (c) => Math.round(c + (target - c) * t);
  const r = mix(n >> 16);
  const gg = mix((n >> 8) & 255);
  const b = mix(n & 255);
  return `#${((1 << 24) | (r << 16) | (gg << 8) | b).toString(16).slice(1)}`;
}

const r1 = (v) => Math.round(v * 10) / 10;

function starPath(cx, cy, r, inner = 0.45, points = 5) {
  const pts = [];
  for (let i = 0; i < points * 2; i++) {
    const rad = i % 2 === 0 ? r : r * inner;
    const a = (Math.PI * i) / points - Math.PI / 2;
    pts.push(`${r1(cx + rad * Math.cos(a))} ${r1(cy + rad * Math.sin(a))}`);
  }
  return `M${pts.join(' L')}Z`;
}
const sparklePath = (cx, cy, r) =>
  `M${cx} ${cy - r}Q${cx} ${cy} ${cx + r} ${cy}Q${cx} ${cy} ${cx} ${cy + r}Q${cx} ${cy} ${cx - r} ${cy}Q${cx} ${cy} ${cx} ${cy - r}Z`;
const sparkle = (cx, cy, r, fill = W) => path(sparklePath(cx, cy, r), fill, { ...NS });
const heartPath = (cx, cy, s) =>
  `M${cx} ${r1(cy + 0.9 * s)}C${r1(cx - 1.5 * s)} ${r1(cy - 0.1 * s)} ${r1(cx - 0.9 * s)} ${r1(cy - 1.1 * s)} ${cx} ${r1(cy - 0.4 * s)}` +
  `C${r1(cx + 0.9 * s)} ${r1(cy - 1.1 * s)} ${r1(cx + 1.5 * s)} ${r1(cy - 0.1 * s)} ${cx} ${r1(cy + 0.9 * s)}Z`;
/** A closed outline whose radius wobbles: rugs, mirrors, tufted things. */
function wavyPath(cx, cy, r, amp, waves) {
  const pts = [];
  for (let i = 0; i < 72; i++) {
    const a = (i / 72) * Math.PI * 2;
    const rr = r + amp * Math.sin(a * waves);
    pts.push(`${r1(cx + rr * Math.cos(a))} ${r1(cy + rr * Math.sin(a))}`);
  }
  return `M${pts.join(' L')}Z`;
}
const flame = (cx, base, h, w = 40) =>
  path(
    `M${cx - w} ${base}Q${cx - w - 10} ${base - h * 0.55} ${cx} ${base - h}Q${cx + w + 10} ${base - h * 0.55} ${cx + w} ${base}Q${cx} ${base + 14} ${cx - w} ${base}Z`,
    '#ff8c2b',
  ) +
  path(
    `M${cx - w * 0.45} ${base - 4}Q${cx - w * 0.5} ${base - h * 0.4} ${cx} ${base - h * 0.62}Q${cx + w * 0.5} ${base - h * 0.4} ${cx + w * 0.45} ${base - 4}Z`,
    '#ffd23f',
    NS,
  );
const shadow = (cx, cy, rx) =>
  ellipse(cx, cy, rx, Math.round(rx * 0.13), K, { ...NS, opacity: 0.22, filter: 'url(#bl)' });

/** A kawaii face: most toys and a few gadgets wear one. */
function face(x, y, s = 1, mood = 'happy') {
  const e = 30 * s;
  const sw = Math.max(5, Math.round(8 * s));
  const parts = [];
  if (mood === 'sleepy') {
    parts.push(line(`M${x - e - 14 * s} ${y}Q${x - e} ${y + 12 * s} ${x - e + 14 * s} ${y}`, K, sw));
    parts.push(line(`M${x + e - 14 * s} ${y}Q${x + e} ${y + 12 * s} ${x + e + 14 * s} ${y}`, K, sw));
  } else if (mood === 'judgy') {
    for (const dx of [-e, e]) {
      parts.push(
        path(`M${x + dx - 20 * s} ${y}A${20 * s} ${20 * s} 0 0 0 ${x + dx + 20 * s} ${y}Z`, W, { 'stroke-width': sw }),
      );
      parts.push(circle(x + dx + 4 * s, y + 9 * s, 7 * s, K, NS));
    }
  } else {
    parts.push(circle(x - e, y, 12 * s, K, NS), circle(x + e, y, 12 * s, K, NS));
    parts.push(circle(x - e + 4 * s, y - 4 * s, 4 * s, W, NS), circle(x + e + 4 * s, y - 4 * s, 4 * s, W, NS));
  }
  if (mood === 'grumpy') {
    parts.push(line(`M${x - e - 16 * s} ${y - 26 * s}L${x - e + 14 * s} ${y - 16 * s}`, K, sw));
    parts.push(line(`M${x + e + 16 * s} ${y - 26 * s}L${x + e - 14 * s} ${y - 16 * s}`, K, sw));
    parts.push(line(`M${x - 20 * s} ${y + 38 * s}Q${x} ${y + 20 * s} ${x + 20 * s} ${y + 38 * s}`, K, sw));
  } else if (mood === 'wow') {
    parts.push(ellipse(x, y + 32 * s, 12 * s, 15 * s, K, NS));
  } else if (mood === 'judgy') {
    parts.push(line(`M${x - 14 * s} ${y + 34 * s}H${x + 14 * s}`, K, sw));
  } else {
    parts.push(line(`M${x - 20 * s} ${y + 24 * s}Q${x} ${y + 46 * s} ${x + 20 * s} ${y + 24 * s}`, K, sw));
  }
  if (mood !== 'judgy') {
    parts.push(ellipse(x - e - 28 * s, y + 24 * s, 16 * s, 10 * s, '#ff6f91', { ...NS, opacity: 0.55 }));
    parts.push(ellipse(x + e + 28 * s, y + 24 * s, 16 * s, 10 * s, '#ff6f91', { ...NS, opacity: 0.55 }));
  }
  return parts.join('');
}

// ---------------------------------------------------------------------------------------------
// Backgrounds: one gradient per collection (plus a few spares for alternate shots) and a light
// decoration pattern, so cards in a grid read as a family but never as copies.
// ---------------------------------------------------------------------------------------------

const PALETTES = {
  tech: ['#4326ff', '#18b6ff'],
  gaming: ['#2a0d5e', '#8a2be2'],
  health: ['#0fbf8f', '#8ff0c7'],
  mom: ['#ff7eb3', '#ffc3a0'],
  dad: ['#17407a', '#4aa3df'],
  meme: ['#ffcf1f', '#ff8a00'],
  tiktok: ['#ff2d7a', '#7b2cff'],
  beauty: ['#ffa6d2', '#b58cff'],
  home: ['#ffab40', '#ff5e62'],
  kitchen: ['#ff4b2b', '#ffb830'],
  outdoors: ['#2b9348', '#aad576'],
  toys: ['#13c4d6', '#a8e063'],
  partner: ['#f0d9b5', '#c98f5a'],
  clothing: ['#00a99d', '#3358ff'],
  alcohol: ['#4a0d2a', '#c2185b'],
  svs: ['#141414', '#e63946'],
  night: ['#141a46', '#3b2c85'],
  sky: ['#48b8f0', '#b4ecff'],
  candy: ['#ff9ec4', '#ffe08a'],
  lime: ['#19c37d', '#c6f432'],
  grape: ['#6a11cb', '#ff6ec4'],
  peach: ['#ffd1a1', '#ff8f70'],
};

function hash(text) {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}
function rng(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CONFETTI = ['#ffd23f', '#ff6fae', '#6ee7ff', '#b6ff6b', '#ffffff', '#ff9d3b'];

function decoration(kind, rand) {
  const soft = { ...NS, opacity: 0.14 };
  switch (kind) {
    case 'dots':
      return `<pattern id="pt" width="56" height="56" patternUnits="userSpaceOnUse">${circle(14, 14, 6, W)}${circle(42, 42, 6, W)}</pattern>${rect(0, 0, 800, 800, 0, 'url(#pt)', { opacity: 0.16 })}`;
    case 'stripes':
      return `<pattern id="pt" width="70" height="70" patternUnits="userSpaceOnUse" patternTransform="rotate(35)">${rect(0, 0, 26, 70, 0, W)}</pattern>${rect(0, 0, 800, 800, 0, 'url(#pt)', { opacity: 0.1 })}`;
    case 'rays': {
      let d = '';
      for (let i = 0; i < 16; i += 2) {
        const a1 = (i / 16) * Math.PI * 2;
        const a2 = ((i + 1) / 16) * Math.PI * 2;
        d += `M400 400L${r1(400 + 700 * Math.cos(a1))} ${r1(400 + 700 * Math.sin(a1))}L${r1(400 + 700 * Math.cos(a2))} ${r1(400 + 700 * Math.sin(a2))}Z`;
      }
      return path(d, W, { ...NS, opacity: 0.1 });
    }
    case 'rings':
      return [150, 260, 370, 480]
        .map((r) => circle(400, 400, r, 'none', { stroke: W, 'stroke-width': 34, opacity: 0.09 }))
        .join('');
    case 'bubbles':
      return circle(120, 130, 150, W, soft) + circle(700, 690, 190, W, soft) + circle(690, 120, 60, W, soft);
    default: {
      // Confetti: a handful of small bright shapes scattered away from the centre.
      const bits = [];
      for (let i = 0; i < 14; i++) {
        const a = rand() * Math.PI * 2;
        const dist = 310 + rand() * 120;
        const x = Math.round(400 + dist * Math.cos(a));
        const y = Math.round(400 + dist * Math.sin(a));
        const c = CONFETTI[i % CONFETTI.length];
        const t = i % 3;
        if (t === 0) bits.push(circle(x, y, 9 + Math.round(rand() * 8), c, NS));
        else if (t === 1)
          bits.push(rect(x, y, 34, 12, 6, c, { ...NS, transform: `rotate(${Math.round(rand() * 180)} ${x} ${y})` }));
        else bits.push(sparkle(x, y, 16 + Math.round(rand() * 10), c));
      }
      return `<g opacity=".75">${bits.join('')}</g>`;
    }
  }
}

const DECOR = ['confetti', 'dots', 'rays', 'rings', 'stripes', 'bubbles'];

function svgDocument(palette, decorKind, seed, body) {
  const [a, b] = PALETTES[palette];
  const rand = rng(seed);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>` +
    `<radialGradient id="gl"><stop offset="0" stop-color="#fff" stop-opacity=".75"/><stop offset=".55" stop-color="#fff" stop-opacity=".25"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<filter id="bl" x="-30%" y="-200%" width="160%" height="500%"><feGaussianBlur stdDeviation="14"/></filter></defs>` +
    rect(0, 0, 800, 800, 0, 'url(#bg)') +
    decoration(decorKind, rand) +
    `<g stroke="${K}" stroke-width="10" stroke-linejoin="round" stroke-linecap="round">${body}</g></svg>`
  );
}

// ---------------------------------------------------------------------------------------------
// Motifs: (primary colour, secondary colour, options) => the object, centred on an 800x800 card
// with its ground line near y = 630.
// ---------------------------------------------------------------------------------------------

const cellGrid = (origin, u, v, colors, rand) => {
  let out = '';
  for (let i = 0; i < 3; i++)
    for (let j = 0; j < 3; j++) {
      const pt = (a, b) => `${r1(origin[0] + (u[0] * a + v[0] * b) / 3)} ${r1(origin[1] + (u[1] * a + v[1] * b) / 3)}`;
      const c = colors[Math.floor(rand() * colors.length)];
      out += path(`M${pt(i, j)}L${pt(i + 1, j)}L${pt(i + 1, j + 1)}L${pt(i, j + 1)}Z`, c, { 'stroke-width': 7 });
    }
  return out;
};

function pot(cx, base, w, h, fill) {
  const top = base - h;
  const inset = w * 0.12;
  return (
    path(
      `M${cx - w / 2 + 10} ${top}H${cx + w / 2 - 10}L${cx + w / 2 - inset} ${base - 16}Q${cx + w / 2 - inset - 3} ${base} ${cx + w / 2 - inset - 22} ${base}H${cx - w / 2 + inset + 22}Q${cx - w / 2 + inset + 3} ${base} ${cx - w / 2 + inset} ${base - 16}Z`,
      fill,
    ) + rect(cx - w / 2 - 8, top - 26, w + 16, 52, 22, shade(fill, -0.12))
  );
}
const leaf = (x, y, len, angle, fill) =>
  g(
    `translate(${x} ${y}) rotate(${angle})`,
    ellipse(0, -len / 2, len * 0.27, len / 2, fill) + line(`M0 -8V${-len * 0.8}`, shade(fill, -0.25), 6, NS),
  );

function glassTumbler(liquid, extra) {
  return (
    path('M250 330L550 330L525 600Q522 625 497 625H303Q278 625 275 600Z', W, { opacity: 0.3 }) +
    path('M262 440L538 440L526 590Q523 608 500 608H300Q277 608 274 590Z', liquid, { ...NS, opacity: 0.85 }) +
    extra +
    rect(283, 585, 234, 26, 10, W, { ...NS, opacity: 0.35 }) +
    path('M250 330L550 330L525 600Q522 625 497 625H303Q278 625 275 600Z', 'none') +
    shine('M282 350L300 350L312 560L296 560Z', 0.5)
  );
}

function wineGlass(cx, wine, o = {}) {
  const bowl = `M${cx - 110} 190Q${cx - 124} 400 ${cx} 430Q${cx + 124} 400 ${cx + 110} 190Z`;
  let bubbles = '';
  if (o.bubbles)
    for (const [dx, dy, r] of [
      [-50, 250, 14],
      [30, 230, 10],
      [55, 300, 16],
      [-20, 320, 9],
      [-70, 330, 11],
    ])
      bubbles += circle(cx + dx, dy, r, W, { 'stroke-width': 5, opacity: 0.8 });
  return (
    tube(`M${cx} 430V590`, 14, '#eef3ff') +
    ellipse(cx, 598, 92, 22, '#eef3ff') +
    path(bowl, W, { opacity: 0.3 }) +
    path(`M${cx - 114} 300Q${cx - 114} 400 ${cx} 428Q${cx + 114} 400 ${cx + 114} 300Z`, wine, { ...NS, opacity: 0.9 }) +
    bubbles +
    path(bowl, 'none') +
    shine(`M${cx - 86} 215Q${cx - 96} 300 ${cx - 70} 360L${cx - 58} 356Q${cx - 78} 300 ${cx - 70} 215Z`, 0.55)
  );
}

function garment(kind) {
  if (kind === 'tank') return 'M315 175Q400 255 485 175H525Q520 285 565 335V625H235V335Q280 285 275 175Z';
  if (kind === 'hoodie')
    return 'M300 200Q400 250 500 200L620 260Q660 400 655 560L585 575L560 390L555 625H245L240 390L215 575L145 560Q140 400 180 260Z';
  return 'M300 190Q400 245 500 190L630 250L590 370L540 350V625H260V350L210 370L170 250Z';
}

function bottleShape(cx, base, w, h, fill, liquid) {
  const top = base - h;
  return (
    rect(cx - w / 2, top, w, h, w * 0.3, fill) +
    (liquid ? rect(cx - w / 2 + 10, top + h * 0.35, w - 20, h * 0.6, w * 0.22, liquid, { ...NS, opacity: 0.75 }) : '') +
    rect(cx - w * 0.38, top + h * 0.42, w * 0.76, h * 0.34, 10, '#fff7e8', { 'stroke-width': 6 }) +
    rect(cx - w * 0.22, top - 36, w * 0.44, 40, 8, '#2b2540') +
    ellipse(cx, top - 62, w * 0.2, 34, '#2b2540') +
    shine(`M${cx - w / 2 + 14} ${top + 20}h12v${h * 0.3}h-12z`, 0.5)
  );
}

const M = {
  cube(p, s, o, rand) {
    const top = [
      [400, 170],
      [600, 280],
      [400, 390],
      [200, 280],
    ];
    const left = [
      [200, 280],
      [400, 390],
      [400, 620],
      [200, 510],
    ];
    const right = [
      [400, 390],
      [600, 280],
      [600, 510],
      [400, 620],
    ];
    const poly = (pts, fill) => path(`M${pts.map((q) => q.join(' ')).join('L')}Z`, fill);
    let out = shadow(400, 640, 200) + (o.glow ? glow(400, 400, 340) : '');
    if (o.ring)
      out +=
        tube('M400 175Q400 90 440 80Q490 75 480 130', 10, '#d9dee8') +
        circle(455, 95, 44, 'none', { 'stroke-width': 12 });
    out += poly(top, shade(p, 0.35)) + poly(left, p) + poly(right, shade(p, -0.2));
    if (o.grid) {
      const colors = [p, s, '#ffd23f', '#ffffff', '#45c15a', '#ff8c2b'];
      out += cellGrid([200, 280], [200, -110], [200, 110], colors, rand);
      out += `<g opacity=".92">${cellGrid([200, 280], [200, 110], [0, 230], colors, rand)}</g>`;
      out += `<g opacity=".8">${cellGrid([400, 390], [200, -110], [0, 230], colors, rand)}</g>`;
    } else {
      out +=
        shine('M230 290L400 195L420 206L250 302Z', 0.55) +
        sparkle(650, 210, 26) +
        sparkle(160, 560, 18) +
        sparkle(640, 600, 14);
    }
    return out;
  },

  duck(p, s, o) {
    return (
      shadow(420, 630, 230) +
      path('M560 450L665 330Q680 420 640 500Z', p) +
      ellipse(430, 480, 215, 125, p) +
      path('M410 470Q490 410 560 470Q500 540 410 505Z', shade(p, -0.1), { 'stroke-width': 8 }) +
      circle(330, 320, 112, p) +
      path('M232 325Q165 315 150 345Q190 385 252 372Z', s) +
      circle(305, 295, 17, K, NS) +
      circle(300, 289, 6, W, NS) +
      ellipse(265, 350, 20, 12, '#ff6f91', { ...NS, opacity: 0.5 }) +
      (o.glasses
        ? circle(305, 295, 40, W, { opacity: 0.25, 'stroke-width': 9 }) + line('M345 290L415 282', K, 9)
        : '') +
      shine('M380 240Q420 250 430 300L415 300Q405 265 375 255Z') +
      (o.laptop
        ? rot(
            -6,
            600,
            600,
            rect(520, 520, 200, 110, 10, '#d9dee8') +
              rect(535, 535, 170, 80, 6, '#2b2540', { 'stroke-width': 6 }) +
              line('M555 560h60M555 580h100M555 600h40', '#6ee7ff', 8, NS),
          )
        : '')
    );
  },

  turntable(p, s) {
    return (
      shadow(400, 630, 270) +
      path('M275 270L290 130L380 210Z', p) +
      path('M525 270L510 130L420 210Z', p) +
      path('M298 225L302 170L345 210Z', '#ffb3c7', NS) +
      path('M502 225L498 170L455 210Z', '#ffb3c7', NS) +
      ellipse(400, 300, 160, 125, p) +
      face(400, 290, 1.1) +
      tube('M245 300Q245 120 400 120Q555 120 555 300', 18, s) +
      rect(215, 255, 55, 95, 24, s) +
      rect(530, 255, 55, 95, 24, s) +
      rect(150, 360, 500, 240, 36, '#3a3358') +
      circle(360, 480, 105, K) +
      circle(360, 480, 80, 'none', { stroke: '#5a5378', 'stroke-width': 5 }) +
      circle(360, 480, 58, 'none', { stroke: '#5a5378', 'stroke-width': 5 }) +
      circle(360, 480, 34, s) +
      circle(360, 480, 6, K, NS) +
      tube('M585 400L565 480L478 515', 12, '#d9dee8') +
      circle(585, 400, 22, '#d9dee8') +
      circle(590, 560, 15, '#ffd23f', { 'stroke-width': 7 }) +
      circle(545, 560, 15, '#6ee7ff', { 'stroke-width': 7 }) +
      ellipse(320, 368, 42, 26, p) +
      ellipse(480, 368, 42, 26, p) +
      line('M305 360v16M320 358v18M335 360v16M465 360v16M480 358v18M495 360v16', K, 5)
    );
  },

  snackbox(p, s) {
    return (
      shadow(400, 630, 240) +
      path('M260 320L540 320L580 360H220Z', shade(p, -0.45)) +
      rot(
        -12,
        330,
        300,
        rect(270, 170, 120, 190, 14, s) +
          path('M270 185l15-15 15 15 15-15 15 15 15-15 15 15 15-15 15 15 5-5', 'none', { 'stroke-width': 7 }) +
          circle(330, 270, 28, '#ffd23f', { 'stroke-width': 7 }),
      ) +
      tube('M520 340L535 190', 10, W) +
      circle(540, 170, 50, '#ff6fae') +
      line('M540 170m-30 0a30 30 0 1 1 30 30a18 18 0 1 1 -18 -18', W, 9, NS) +
      path('M410 250L380 225L385 285Z', '#6ee7ff') +
      path('M490 250L520 225L515 285Z', '#6ee7ff') +
      circle(450, 255, 45, '#6ee7ff') +
      shine('M425 240q10-20 30-22v10q-15 3-22 16z', 0.7) +
      path('M220 360L130 300L200 255L262 318Z', shade(p, -0.15)) +
      path('M580 360L670 300L600 255L538 318Z', shade(p, -0.15)) +
      rect(220, 360, 360, 250, 16, p) +
      line('M368 445Q368 405 402 405Q436 405 436 437Q436 460 402 470L402 495', W, 24, NS) +
      circle(402, 535, 14, W, NS) +
      shine('M240 380h22v200h-22z', 0.3)
    );
  },

  discoball(p, s, o, rand) {
    const fills = [shade(p, 0.55), p, shade(p, -0.25), '#ffffff'];
    const cells = fills.map(() => '');
    for (let y = 200; y < 580; y += 48)
      for (let x = 210; x < 590; x += 48) cells[Math.floor(rand() * 4)] += `M${x} ${y}h48v48h-48z`;
    let gridD = '';
    for (let v = 210; v <= 590; v += 48) gridD += `M${v} 190V590`;
    for (let v = 200; v <= 590; v += 48) gridD += `M210 ${v}H590`;
    return (
      shadow(400, 630, 170) +
      glow(400, 390, 320, 0.9) +
      (o.keychain
        ? circle(400, 150, 32, 'none', { 'stroke-width': 12 }) + rect(380, 182, 40, 30, 8, '#d9dee8')
        : line('M400 60V210', K, 8)) +
      `<clipPath id="db"><circle cx="400" cy="390" r="180"/></clipPath><g clip-path="url(#db)" stroke="none">` +
      cells.map((d, i) => path(d, fills[i])).join('') +
      line(gridD, shade(p, -0.5), 4, { opacity: 0.6 }) +
      `</g>` +
      circle(400, 390, 180, 'url(#sh)') +
      circle(400, 390, 180, 'none') +
      `<defs><radialGradient id="sh" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="${K}" stop-opacity=".45"/></radialGradient></defs>` +
      sparkle(620, 230, 34, s) +
      sparkle(175, 300, 24) +
      sparkle(640, 520, 20) +
      sparkle(190, 560, 30, s)
    );
  },

  mug(p, s, o) {
    let out = shadow(380, 640, 230);
    if (o.flames) out += flame(300, 318, 120, 38) + flame(370, 318, 160, 44) + flame(445, 318, 110, 36);
    else if (!o.sloth)
      for (const x of [300, 370, 440]) out += line(`M${x} 270q-22-32 0-64q22-32 0-64`, W, 14, { ...NS, opacity: 0.8 });
    if (o.sloth)
      out +=
        circle(330, 236, 70, '#a9825f') +
        ellipse(330, 248, 54, 42, '#ecd6b4', NS) +
        rot(-15, 305, 240, ellipse(305, 240, 20, 13, '#5b3a29', NS)) +
        rot(15, 355, 240, ellipse(355, 240, 20, 13, '#5b3a29', NS)) +
        circle(308, 238, 6, W, NS) +
        circle(352, 238, 6, W, NS) +
        ellipse(330, 262, 10, 7, K, NS) +
        line('M318 276q12 9 24 0', K, 6);
    if (o.base) out += rect(185, 590, 390, 44, 22, '#2b2540') + circle(520, 612, 9, s, NS);
    out +=
      tube('M515 370H560Q610 370 610 432Q610 500 560 500H515', 30, p) +
      rect(220, 300, 300, 300, 36, p) +
      rect(220, 455, 300, 56, 0, s, NS) +
      rect(220, 300, 300, 300, 36, 'none') +
      shine('M245 330h24v230h-24z', 0.35);
    if (o.face) out += face(370, 390, 0.95, o.face);
    if (o.heart) out += path(heartPath(370, 395, 46), '#ff3b6b', { 'stroke-width': 8 });
    if (o.sloth)
      out +=
        rect(252, 280, 36, 110, 18, '#a9825f') +
        rect(372, 280, 36, 104, 18, '#a9825f') +
        line('M260 388v12M272 390v12M380 382v12M392 384v12', K, 6) +
        tube('M470 300V380', 4, W) +
        rect(448, 380, 44, 50, 8, '#9ff0c9');
    return out;
  },

  moon(p, s) {
    return (
      shadow(400, 640, 170) +
      glow(400, 320, 320) +
      circle(400, 320, 175, p) +
      circle(345, 260, 36, shade(p, -0.12), { 'stroke-width': 6 }) +
      circle(462, 378, 30, shade(p, -0.12), { 'stroke-width': 6 }) +
      circle(470, 248, 18, shade(p, -0.12), { 'stroke-width': 6 }) +
      circle(330, 392, 22, shade(p, -0.12), { 'stroke-width': 6 }) +
      circle(410, 320, 12, shade(p, -0.12), { 'stroke-width': 6 }) +
      path('M400 145A175 175 0 0 1 400 495A120 175 0 0 0 400 145Z', K, { ...NS, opacity: 0.12 }) +
      line('M325 530q75 16 150 0M350 552q50 10 100 0', W, 8, { ...NS, opacity: 0.8 }) +
      path('M250 585v28a150 30 0 0 0 300 0v-28', s) +
      ellipse(400, 585, 150, 30, shade(s, 0.25))
    );
  },

  mushroom(p, s) {
    return (
      shadow(400, 630, 200) +
      glow(400, 330, 330) +
      path('M335 385Q322 560 300 610H500Q478 560 465 385Z', '#fff1d6') +
      path('M175 400Q175 165 400 165Q625 165 625 400Q400 445 175 400Z', p) +
      circle(295, 290, 32, W, { 'stroke-width': 7 }) +
      circle(420, 225, 24, W, { 'stroke-width': 7 }) +
      circle(515, 318, 36, W, { 'stroke-width': 7 }) +
      circle(385, 345, 18, W, { 'stroke-width': 7 }) +
      circle(225, 370, 14, W, { 'stroke-width': 6 }) +
      face(400, 500, 0.7, 'sleepy') +
      rect(350, 600, 100, 22, 10, s)
    );
  },

  sunsetlamp(p, s) {
    return (
      `<defs><linearGradient id="sg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s}"/><stop offset="1" stop-color="${p}"/></linearGradient></defs>` +
      circle(470, 320, 215, 'url(#sg)', NS) +
      rect(255, 360, 430, 14, 0, W, { ...NS, opacity: 0.3 }) +
      rect(255, 405, 430, 18, 0, W, { ...NS, opacity: 0.3 }) +
      rect(255, 455, 430, 22, 0, W, { ...NS, opacity: 0.3 }) +
      shadow(300, 630, 110) +
      path('M175 420L300 400L300 420Z', s, { ...NS, opacity: 0.5 }) +
      tube('M300 610V450', 14, '#3a3358') +
      ellipse(300, 612, 85, 20, '#3a3358') +
      rot(-35, 300, 420, rect(240, 380, 110, 90, 30, '#3a3358') + ellipse(350, 425, 20, 40, '#ffd23f')) +
      sparkle(620, 560, 20) +
      sparkle(150, 220, 16)
    );
  },

  goose(p, s) {
    return (
      shadow(420, 625, 230) +
      glow(400, 420, 330) +
      path(
        'M200 470Q200 360 330 360Q420 360 470 400Q560 360 650 400Q600 440 612 470Q600 595 420 595Q200 595 200 470Z',
        p,
      ) +
      path('M385 440Q500 405 565 470Q475 525 385 485Z', shade(p, -0.08), { 'stroke-width': 8 }) +
      tube('M300 440Q285 330 318 265Q338 222 318 190', 62, p) +
      circle(318, 178, 56, p) +
      path('M272 165L190 158L268 190Z', s) +
      path('M272 198L200 215L272 212Z', s) +
      circle(322, 160, 10, K, NS) +
      line('M300 138L345 150', K, 9) +
      ellipse(350, 600, 40, 14, s) +
      ellipse(470, 600, 40, 14, s)
    );
  },

  cloud(p, s) {
    return (
      shadow(400, 630, 220) +
      rect(300, 540, 200, 66, 22, s) +
      circle(400, 573, 10, '#6ee7ff', NS) +
      circle(400, 230, 18, W, { ...NS, opacity: 0.7 }) +
      circle(375, 170, 24, W, { ...NS, opacity: 0.55 }) +
      circle(420, 105, 30, W, { ...NS, opacity: 0.4 }) +
      union(
        (x) =>
          circle(295, 440, 105, p, x) +
          circle(405, 355, 140, p, x) +
          circle(525, 430, 110, p, x) +
          rect(210, 420, 400, 120, 60, p, x),
      ) +
      face(400, 450, 1.05) +
      shine('M330 290q40-50 100-50v20q-55 4-84 42z', 0.6)
    );
  },

  printer(p, s) {
    return (
      shadow(400, 630, 220) +
      rect(300, 190, 200, 180, 8, W) +
      path(starPath(400, 260, 42), s, { 'stroke-width': 7 }) +
      path('M265 355L280 265L345 335Z', p) +
      path('M535 355L520 265L455 335Z', p) +
      rect(240, 330, 320, 260, 64, p) +
      line('M300 362H500', K, 14) +
      face(400, 470, 1) +
      circle(505, 550, 15, s, { 'stroke-width': 7 }) +
      shine('M262 380h20v150h-20z', 0.35)
    );
  },

  keyboard(p, s) {
    let keys = '';
    const rows = [
      [415, 262, 40, 16],
      [470, 248, 44, 18],
      [530, 232, 48, 20],
    ];
    for (const [y, x0, step, r] of rows)
      for (let i = 0; i < 8; i++)
        keys += circle(x0 + i * step - (y === 530 ? 4 : 0), y, r, '#fff4dc', { 'stroke-width': 6 });
    return (
      shadow(400, 640, 260) +
      rect(290, 160, 220, 170, 6, W) +
      line('M320 200h160M320 230h120M320 260h150', '#9aa3b5', 8, NS) +
      rect(210, 290, 380, 62, 31, s) +
      circle(200, 321, 30, '#2b2540') +
      circle(600, 321, 30, '#2b2540') +
      path('M180 600L620 600L582 360L218 360Z', p) +
      keys +
      rect(170, 592, 460, 34, 14, shade(p, -0.2)) +
      rect(330, 560, 140, 30, 15, '#fff4dc', { 'stroke-width': 6 })
    );
  },

  planter(p, s, o) {
    const lift = o.float ? -70 : 0;
    let plant = '';
    if (o.plant === 'air') {
      for (const [a, l] of [
        [-70, 120],
        [-40, 150],
        [-12, 170],
        [15, 165],
        [42, 145],
        [72, 115],
      ])
        plant += leaf(400, 410, l, a, '#7bd389');
    } else if (o.plant === 'monstera') {
      plant +=
        leaf(330, 420, 200, -40, '#2e9e4f') + leaf(470, 420, 210, 38, '#45c15a') + leaf(400, 420, 230, 0, '#2e9e4f');
    } else {
      for (const [a, l] of [
        [-62, 150],
        [-32, 185],
        [0, 205],
        [32, 185],
        [62, 150],
      ])
        plant += leaf(400, 410, l, a, a === 0 ? '#45c15a' : '#2e9e4f');
    }
    let deco;
    if (o.kind === 'pixel') {
      deco =
        rect(330, 470, 140, 92, 14, '#2b2540') +
        `<g stroke="none" fill="#6ee7ff">${rect(357, 490, 18, 18, 0, '#6ee7ff')}${rect(425, 490, 18, 18, 0, '#6ee7ff')}${rect(365, 527, 14, 12, 0, '#6ee7ff')}${rect(379, 537, 42, 12, 0, '#6ee7ff')}${rect(421, 527, 14, 12, 0, '#6ee7ff')}</g>`;
    } else if (o.kind === 'frog') {
      deco =
        circle(315, 375, 46, p) +
        circle(485, 375, 46, p) +
        circle(315, 375, 27, W, { 'stroke-width': 6 }) +
        circle(485, 375, 27, W, { 'stroke-width': 6 }) +
        circle(320, 380, 12, K, NS) +
        circle(480, 380, 12, K, NS) +
        line('M320 490Q400 560 480 490', K, 10) +
        ellipse(290, 500, 18, 11, '#ff6f91', { ...NS, opacity: 0.5 }) +
        ellipse(510, 500, 18, 11, '#ff6f91', { ...NS, opacity: 0.5 });
    } else if (o.kind === 'cat') {
      deco =
        path('M268 372L282 300L335 360Z', p) +
        path('M532 372L518 300L465 360Z', p) +
        rect(245, 355, 310, 44, 20, shade(p, -0.12)) +
        face(400, 490, 0.9) +
        line('M260 510l-50-8M260 528l-48 6M540 510l50-8M540 528l48 6', K, 6);
    } else {
      deco = face(400, 500, 0.9);
    }
    const body = plant + pot(400, 620, 290, 230, p) + deco;
    return (
      shadow(400, 640, o.float ? 140 : 190) +
      (o.float
        ? path('M270 590v26a130 26 0 0 0 260 0v-26', s) +
          ellipse(400, 590, 130, 26, shade(s, 0.25)) +
          line('M345 540q55 12 110 0', W, 8, { ...NS, opacity: 0.8 })
        : '') +
      (lift ? g(`translate(0 ${lift - 30})`, body) : body)
    );
  },

  herbs(p, s) {
    let out = shadow(400, 640, 280) + rect(140, 596, 520, 40, 20, shade(s, -0.1));
    const greens = ['#2e9e4f', '#45c15a', '#7bd389'];
    [245, 400, 555].forEach((cx, i) => {
      for (const [a, l] of [
        [-42, 130],
        [-14, 165],
        [14, 160],
        [42, 125],
      ])
        out += leaf(cx, 440, l, a, greens[(i + Math.abs(a)) % 3]);
      out += pot(cx, 605, 150, 180, [p, s, shade(p, 0.3)][i]);
      out += face(cx, 530, 0.6, i === 1 ? 'sleepy' : 'happy');
    });
    return out;
  },

  projector(p, s) {
    let stars = '';
    for (const [x, y, r] of [
      [180, 160, 26],
      [300, 110, 18],
      [520, 120, 22],
      [640, 190, 30],
      [120, 330, 16],
      [690, 350, 18],
    ])
      stars += path(starPath(x, y, r), '#ffe45c', { ...NS, opacity: 0.9 });
    return (
      stars +
      shadow(400, 630, 230) +
      glow(400, 380, 260, 0.8) +
      path('M235 500Q235 265 400 265Q565 265 565 500Z', p, { opacity: 0.92 }) +
      path(starPath(350, 370, 26), '#ffe45c', { 'stroke-width': 5 }) +
      path(starPath(450, 330, 20), '#ffe45c', { 'stroke-width': 5 }) +
      path(starPath(470, 430, 30), '#ffe45c', { 'stroke-width': 5 }) +
      circle(310, 450, 10, '#ffe45c', { 'stroke-width': 5 }) +
      shine('M265 430q0-100 70-140l8 12q-58 40-60 128z', 0.5) +
      rect(200, 480, 400, 126, 42, s) +
      circle(300, 545, 17, '#ffd23f', { 'stroke-width': 7 }) +
      circle(360, 545, 17, '#ff6fae', { 'stroke-width': 7 }) +
      rect(430, 532, 110, 26, 13, '#2b2540')
    );
  },

  sofa(p, s) {
    return (
      shadow(400, 640, 250) +
      rect(200, 310, 400, 200, 44, p) +
      rot(
        -4,
        400,
        400,
        rect(338, 250, 124, 226, 22, '#2b2540') +
          rect(352, 266, 96, 176, 10, s, { 'stroke-width': 6 }) +
          face(400, 345, 0.55),
      ) +
      rect(190, 460, 420, 110, 34, shade(p, 0.15)) +
      line('M400 470V560', shade(p, -0.25), 8) +
      rect(150, 390, 95, 200, 44, shade(p, -0.1)) +
      rect(555, 390, 95, 200, 44, shade(p, -0.1)) +
      rect(205, 585, 26, 36, 6, '#5b3a29') +
      rect(569, 585, 26, 36, 6, '#5b3a29')
    );
  },

  handheld(p, s) {
    return (
      shadow(400, 650, 200) +
      rect(250, 160, 300, 470, 44, p) +
      rect(285, 200, 230, 190, 18, '#2b2540') +
      rect(310, 222, 180, 145, 8, s, { 'stroke-width': 6 }) +
      `<g stroke="none" fill="#ff3b6b">${rect(355, 262, 30, 30, 0, '#ff3b6b')}${rect(415, 262, 30, 30, 0, '#ff3b6b')}${rect(340, 292, 120, 30, 0, '#ff3b6b')}${rect(370, 322, 60, 30, 0, '#ff3b6b')}</g>` +
      path('M318 455h30v-30h30v30h30v30h-30v30h-30v-30h-30z', '#2b2540') +
      circle(490, 450, 24, '#ff3b6b') +
      circle(445, 495, 24, '#ffd23f') +
      rect(330, 560, 50, 16, 8, '#2b2540') +
      rect(400, 560, 50, 16, 8, '#2b2540') +
      line('M470 575l30-30M490 590l30-30', shade(p, -0.3), 8) +
      shine('M270 190h18v400h-18z', 0.3)
    );
  },

  beanie(p, s) {
    let ribs = '';
    for (let x = 232; x <= 568; x += 28) ribs += `M${x} 480v88`;
    return (
      shadow(400, 640, 230) +
      circle(400, 215, 52, shade(p, 0.4)) +
      path('M215 500Q215 228 400 228Q585 228 585 500Z', p) +
      line('M300 480Q310 330 360 250M400 480V235M500 480Q490 330 440 250', shade(p, -0.2), 7) +
      rect(200, 465, 400, 115, 34, shade(p, -0.12)) +
      line(ribs, shade(p, -0.3), 6, NS) +
      rect(360, 495, 80, 56, 14, s, { 'stroke-width': 7 }) +
      line('M385 512v22M400 506v34M415 512v22', W, 7) +
      line('M165 470q-30 50 0 100M125 445q-50 75 0 150M635 470q30 50 0 100M675 445q50 75 0 150', W, 12, {
        opacity: 0.85,
      }) +
      circle(300, 200, 7, W, NS)
    );
  },

  button(p) {
    return (
      shadow(400, 640, 240) +
      line('M150 300q-40 60 0 120M110 270q-60 90 0 180M650 300q40 60 0 120M690 270q60 90 0 180', W, 14, {
        ...NS,
        opacity: 0.85,
      }) +
      path('M180 470v72a220 70 0 0 0 440 0v-72', '#3a3358') +
      ellipse(400, 470, 220, 70, '#55507a') +
      ellipse(400, 470, 180, 54, '#ffd23f') +
      path('M262 465Q262 300 400 300Q538 300 538 465A138 40 0 0 1 262 465Z', p) +
      shine('M300 420q0-80 70-95l6 16q-52 14-56 80z', 0.55)
    );
  },

  birdhouse(p, s) {
    return (
      shadow(400, 660, 160) +
      tube('M400 600V650', 24, '#8a5a3c') +
      rect(270, 330, 260, 250, 16, p) +
      path('M235 350L400 200L565 350Z', s) +
      circle(400, 430, 44, '#2b2540') +
      circle(400, 285, 24, '#2b2540') +
      circle(400, 285, 11, '#6ee7ff', NS) +
      circle(420, 270, 5, '#ff3b6b', NS) +
      rect(240, 560, 320, 44, 14, '#e0b07a') +
      `<g fill="#8a5a3c" stroke="none">${circle(300, 556, 6, '#8a5a3c')}${circle(330, 552, 6, '#8a5a3c')}${circle(470, 555, 6, '#8a5a3c')}${circle(500, 552, 6, '#8a5a3c')}</g>` +
      path('M470 230L430 250L470 255Z', '#ffd23f', { 'stroke-width': 7 }) +
      ellipse(520, 230, 48, 36, '#ffd23f') +
      circle(548, 196, 26, '#ffd23f') +
      path('M570 192L596 200L570 208Z', '#ff8c2b', { 'stroke-width': 6 }) +
      circle(552, 190, 5, K, NS)
    );
  },

  candle(p, s, o) {
    if (o.type === 'bowl') {
      let cereal = '';
      for (const [x, y, c] of [
        [300, 430, '#ff6fae'],
        [350, 412, '#ffd23f'],
        [470, 415, '#45c15a'],
        [520, 435, '#6ee7ff'],
        [430, 440, '#ff8c2b'],
        [260, 415, '#b58cff'],
      ])
        cereal += circle(x, y, 16, c, { 'stroke-width': 6 }) + circle(x, y, 5, '#fff4dc', NS);
      return (
        shadow(400, 635, 220) +
        glow(400, 330, 220) +
        path('M195 420Q205 622 400 622Q595 622 605 420Z', s) +
        ellipse(400, 420, 205, 42, '#fff7ea') +
        cereal +
        line('M400 420V380', K, 8) +
        flame(400, 385, 90, 26) +
        shine('M230 460q20 90 90 125l-4 14q-84-38-104-135z', 0.4)
      );
    }
    let out = shadow(400, 640, 190) + glow(400, 250, 220) + flame(400, 280, 100, 30) + line('M400 292V268', K, 8);
    if (o.type === 'speaker') {
      out += rect(280, 290, 240, 325, 34, p) + ellipse(400, 302, 116, 18, shade(p, 0.3), { 'stroke-width': 6 });
      let d = '';
      for (let y = 420; y <= 560; y += 34) for (let x = 325; x <= 475; x += 30) d += `M${x} ${y}h0`;
      out +=
        line(d, shade(p, -0.35), 14, NS) +
        line('M580 380q30 40 0 80M620 350q50 70 0 140M220 380q-30 40 0 80M180 350q-50 70 0 140', W, 12, {
          ...NS,
          opacity: 0.8,
        });
      return out;
    }
    out +=
      rect(268, 292, 264, 330, 44, p) +
      rect(258, 282, 284, 34, 14, shade(p, -0.15)) +
      rect(300, 400, 200, 150, 18, '#fff7ea', { 'stroke-width': 7 });
    for (let i = 0; i < 5; i++) {
      const a = (i / 5) * Math.PI * 2 - Math.PI / 2;
      out += circle(r1(400 + 26 * Math.cos(a)), r1(470 + 26 * Math.sin(a)), 20, s, { 'stroke-width': 6 });
    }
    out += circle(400, 470, 14, '#ffd23f', { 'stroke-width': 6 }) + shine('M286 330h18v250h-18z', 0.35);
    return out;
  },

  clock(p, s) {
    return (
      `<defs><linearGradient id="sr" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe8a3"/><stop offset=".6" stop-color="#ffb347"/><stop offset="1" stop-color="#ff6f61"/></linearGradient></defs>` +
      shadow(400, 640, 200) +
      glow(400, 390, 320, 0.7) +
      ellipse(300, 600, 40, 22, '#2b2540') +
      ellipse(500, 600, 40, 22, '#2b2540') +
      circle(400, 390, 205, p) +
      circle(400, 390, 160, 'url(#sr)') +
      `<clipPath id="ck"><circle cx="400" cy="390" r="155"/></clipPath><g clip-path="url(#ck)">` +
      circle(400, 500, 80, '#ffd23f', { 'stroke-width': 7 }) +
      path('M230 490H570V560H230Z', s, { 'stroke-width': 7 }) +
      `</g>` +
      line('M400 310V260M330 340L300 305M470 340L500 305', '#ffd23f', 12, NS) +
      rect(330, 168, 50, 22, 10, s) +
      rect(420, 168, 50, 22, 10, s)
    );
  },

  frame(p, s) {
    return (
      shadow(400, 630, 230) +
      tube('M470 520L545 615', 20, shade(p, -0.2)) +
      rect(190, 200, 420, 340, 30, p) +
      rect(228, 238, 344, 264, 10, s) +
      circle(490, 310, 36, '#ffd23f', { 'stroke-width': 7 }) +
      path('M228 450Q300 370 380 430Q450 380 572 440V502H228Z', '#45c15a', { 'stroke-width': 7 }) +
      circle(330, 400, 24, '#ff6fae', { 'stroke-width': 6 }) +
      circle(370, 395, 20, '#ff6fae', { 'stroke-width': 6 }) +
      union((x) => circle(285, 300, 22, W, x) + circle(312, 290, 28, W, x) + circle(340, 302, 20, W, x)) +
      circle(400, 520, 6, '#6ee7ff', NS)
    );
  },

  controller(p, s, o) {
    const body =
      'M250 320H550A120 120 0 0 1 662 480L632 575A60 60 0 0 1 530 590L490 530H310L270 590A60 60 0 0 1 168 575L138 480A120 120 0 0 1 250 320Z';
    let out = shadow(400, 640, 250);
    if (o.dock)
      out +=
        ellipse(400, 610, 230, 42, '#2b2540') +
        ellipse(400, 600, 200, 30, s, { ...NS, opacity: 0.9 }) +
        glow(400, 600, 240, 0.5);
    out += path(body, p);
    if (o.soft)
      out += g(
        'translate(400 455) scale(.9) translate(-400 -455)',
        path(body, 'none', { stroke: W, 'stroke-width': 6, 'stroke-dasharray': '16 14', opacity: 0.8 }),
      );
    out +=
      path('M260 370h40v40h40v40h-40v40h-40v-40h-40v-40h40z', '#2b2540') +
      circle(530, 375, 21, '#ffd23f', { 'stroke-width': 7 }) +
      circle(575, 420, 21, '#ff3b6b', { 'stroke-width': 7 }) +
      circle(485, 420, 21, '#6ee7ff', { 'stroke-width': 7 }) +
      circle(530, 465, 21, '#45c15a', { 'stroke-width': 7 }) +
      (o.soft
        ? face(400, 400, 0.6)
        : circle(345, 485, 34, '#2b2540') +
          circle(345, 485, 18, shade(p, -0.3), NS) +
          circle(455, 485, 34, '#2b2540') +
          circle(455, 485, 18, shade(p, -0.3), NS)) +
      shine('M255 345h150v14h-150z', 0.35);
    return out;
  },

  headphones(p, s, o) {
    let out = shadow(400, 640, o.stand ? 160 : 220);
    if (o.stand)
      out +=
        rect(385, 175, 30, 420, 12, '#2b2540') +
        ellipse(400, 600, 150, 34, '#2b2540') +
        ellipse(400, 596, 120, 22, 'none', { stroke: s, 'stroke-width': 12 }) +
        glow(400, 596, 200, 0.6);
    if (o.cat)
      out +=
        path('M290 250L300 125L375 195Z', p) +
        path('M510 250L500 125L425 195Z', p) +
        path('M305 215L310 160L345 195Z', s, NS) +
        path('M495 215L490 160L455 195Z', s, NS);
    out +=
      tube('M228 420Q228 165 400 165Q572 165 572 420', 36, p) +
      rect(165, 370, 115, 200, 50, p) +
      rect(258, 392, 40, 156, 18, '#3a3358') +
      rect(520, 370, 115, 200, 50, p) +
      rect(502, 392, 40, 156, 18, '#3a3358') +
      circle(222, 470, 30, s, { 'stroke-width': 7 }) +
      circle(578, 470, 30, s, { 'stroke-width': 7 }) +
      shine('M185 400h14v120h-14z', 0.4) +
      shine('M540 400h14v120h-14z', 0.4);
    return out;
  },

  tumbler(p, s, o) {
    const px = (x, y) => rect(x, y, 22, 22, 0, s);
    return (
      shadow(400, 645, 200) +
      tube('M440 262L482 110', 22, s) +
      (o.handle ? tube('M525 345Q615 345 610 445Q605 535 510 525', 34, shade(p, -0.1)) : '') +
      path('M270 290L530 290L500 600Q497 625 470 625H330Q303 625 300 600Z', p) +
      rect(255, 248, 290, 56, 22, shade(p, -0.18)) +
      (o.pixel
        ? `<g stroke="none">${px(356, 410)}${px(378, 388)}${px(400, 410)}${px(422, 388)}${px(444, 410)}${px(356, 432)}${px(378, 432)}${px(400, 432)}${px(422, 432)}${px(444, 432)}${px(378, 454)}${px(400, 454)}${px(422, 454)}${px(400, 476)}</g>`
        : rect(282, 420, 236, 52, 0, s, NS) + rect(284, 490, 232, 18, 0, s, NS)) +
      path('M270 290L530 290L500 600Q497 625 470 625H330Q303 625 300 600Z', 'none') +
      shine('M295 320h18l14 260h-16z', 0.4)
    );
  },

  d20(p, s, o) {
    const T1 = [400, 255],
      T2 = [528, 470],
      T3 = [272, 470];
    const H = [
      [400, 175],
      [585, 282],
      [585, 498],
      [400, 605],
      [215, 498],
      [215, 282],
    ];
    const faces = [
      [[T1, T2, T3], 0.35],
      [[H[5], H[0], T1], 0.15],
      [[H[0], H[1], T1], 0.05],
      [[H[1], T2, T1], -0.05],
      [[H[1], H[2], T2], -0.2],
      [[H[2], H[3], T2], -0.3],
      [[T2, H[3], T3], -0.15],
      [[H[3], H[4], T3], -0.3],
      [[H[4], H[5], T3], -0.1],
      [[H[5], T1, T3], 0.1],
    ];
    return (
      shadow(400, 640, 190) +
      (o.glow ? glow(400, 390, 340) : '') +
      faces
        .map(([pts, amt]) => path(`M${pts.map((q) => q.join(' ')).join('L')}Z`, shade(p, amt), { 'stroke-width': 8 }))
        .join('') +
      path(starPath(400, 405, 40), s, { 'stroke-width': 6 })
    );
  },

  arcade(p, s) {
    return (
      shadow(400, 640, 200) +
      ellipse(215, 615, 36, 12, '#ffc83d') +
      ellipse(250, 600, 36, 12, '#ffc83d') +
      rect(290, 210, 220, 415, 14, p) +
      rect(268, 150, 264, 76, 16, s) +
      path(starPath(330, 188, 18), W, NS) +
      path(starPath(400, 188, 18), W, NS) +
      path(starPath(470, 188, 18), W, NS) +
      rect(315, 245, 170, 140, 12, '#2b2540') +
      `<g fill="#7bff8a" stroke="none">${rect(365, 285, 70, 20, 0, '#7bff8a')}${rect(350, 305, 100, 20, 0, '#7bff8a')}${rect(365, 325, 20, 20, 0, '#7bff8a')}${rect(415, 325, 20, 20, 0, '#7bff8a')}${rect(375, 265, 50, 20, 0, '#7bff8a')}</g>` +
      path('M262 405H538L518 465H282Z', shade(p, -0.2)) +
      tube('M340 430V395', 8, '#d9dee8') +
      circle(340, 390, 16, '#ff3b6b', { 'stroke-width': 7 }) +
      circle(430, 435, 13, '#ffd23f', { 'stroke-width': 6 }) +
      circle(470, 435, 13, '#6ee7ff', { 'stroke-width': 6 }) +
      rect(355, 505, 90, 90, 10, shade(p, -0.25)) +
      line('M385 530V570M415 530V570', '#ffc83d', 8)
    );
  },

  mat(p, s, o) {
    if (o.pattern === 'grass') {
      const blades = ['', ''];
      let k = 0;
      for (let y = 370; y <= 590; y += 36)
        for (let x = 205 + ((y / 36) % 2) * 18; x <= 595; x += 36)
          blades[k++ % 2] +=
            `M${x - 10} ${y + 10}Q${x - 6} ${y - 26} ${x - 18} ${y - 44}Q${x + 6} ${y - 20} ${x + 10} ${y + 10}Z`;
      return (
        shadow(400, 650, 280) +
        rect(150, 300, 500, 320, 30, '#c98f5a') +
        rect(175, 322, 450, 276, 16, shade(p, -0.35), { 'stroke-width': 6 }) +
        `<clipPath id="gr"><rect x="175" y="322" width="450" height="276" rx="16"/></clipPath><g clip-path="url(#gr)">` +
        path(blades[0], p, NS) +
        path(blades[1], shade(p, 0.25), NS) +
        `</g>` +
        rect(175, 322, 450, 276, 16, 'none', { 'stroke-width': 6 }) +
        circle(290, 420, 16, '#ffd23f', { 'stroke-width': 5 }) +
        circle(520, 520, 16, W, { 'stroke-width': 5 }) +
        circle(470, 380, 13, '#ff6fae', { 'stroke-width': 5 }) +
        rot(-8, 400, 250, rect(300, 220, 200, 56, 28, W) + path(heartPath(400, 250, 16), '#ff3b6b', NS))
      );
    }
    let dots = '';
    for (let y = 405; y <= 575; y += 42) for (let x = 195; x <= 605; x += 46) dots += `M${x} ${y}h0`;
    return (
      shadow(400, 640, 270) +
      rot(-4, 400, 480, rect(150, 370, 500, 240, 24, p) + line(dots, s, 22, NS) + line(dots, shade(s, 0.5), 8, NS)) +
      rect(210, 250, 380, 120, 60, shade(p, 0.15)) +
      line('M260 310h0M310 310h0M360 310h0M410 310h0M460 310h0M510 310h0M545 310h0', s, 20, NS)
    );
  },

  massagegun(p, s) {
    return (
      shadow(420, 645, 200) +
      line('M90 260q-30 50 0 100M60 240q-50 70 0 140', W, 12, { ...NS, opacity: 0.85 }) +
      rect(375, 355, 120, 250, 40, shade(p, -0.15)) +
      rect(355, 570, 160, 64, 24, '#2b2540') +
      rect(215, 240, 380, 140, 70, p) +
      rect(170, 290, 60, 42, 8, '#2b2540') +
      circle(150, 311, 55, s) +
      line('M505 275v70M535 275v70M565 285v50', shade(p, -0.3), 9) +
      circle(435, 420, 16, s, { 'stroke-width': 7 }) +
      shine('M250 262h180v16h-180z', 0.5)
    );
  },

  bottle(p, s, o) {
    if (o.kind === 'blender') {
      return (
        shadow(400, 645, 180) +
        rect(300, 170, 200, 340, 46, '#eaf7ff', { opacity: 0.9 }) +
        path('M305 330Q350 310 400 330Q450 350 495 330V470Q495 505 460 505H340Q305 505 305 470Z', p, NS) +
        circle(350, 260, 28, '#ff3b6b', { 'stroke-width': 6 }) +
        circle(440, 230, 24, '#45c15a', { 'stroke-width': 6 }) +
        circle(440, 230, 10, '#c6f432', NS) +
        circle(380, 400, 22, W, { ...NS, opacity: 0.4 }) +
        rect(300, 170, 200, 340, 46, 'none') +
        rect(318, 128, 164, 54, 20, shade(s, -0.2)) +
        rect(288, 490, 224, 130, 34, s) +
        circle(400, 555, 20, '#ffd23f', { 'stroke-width': 7 }) +
        shine('M318 200h16v250h-16z', 0.5)
      );
    }
    let ticks = '';
    for (let y = 260; y <= 560; y += 60) ticks += `M445 ${y}h36`;
    return (
      shadow(400, 645, 170) +
      tube('M345 150Q345 85 400 85Q455 85 455 150', 14, '#2b2540') +
      rect(300, 190, 200, 435, 70, shade(p, 0.6)) +
      path('M305 330Q350 305 400 330Q450 355 495 330V560Q495 620 440 620H360Q305 620 305 560Z', p, {
        ...NS,
        opacity: 0.85,
      }) +
      line(ticks, W, 9, NS) +
      path(heartPath(350, 280, 16), s, { 'stroke-width': 5 }) +
      path(starPath(350, 420, 18), s, { 'stroke-width': 5 }) +
      circle(350, 540, 12, s, { 'stroke-width': 5 }) +
      rect(300, 190, 200, 435, 70, 'none') +
      rect(318, 132, 164, 74, 24, '#2b2540') +
      shine('M318 225h16v330h-16z', 0.5)
    );
  },

  dropper(p, s, o) {
    if (o.single)
      return (
        shadow(400, 640, 150) +
        bottleShape(400, 625, 200, 320, p, s) +
        path('M400 160q-16 26 0 34q16-8 0-34z', s, { 'stroke-width': 6 })
      );
    return (
      shadow(400, 640, 280) +
      bottleShape(250, 625, 140, 260, shade(p, 0.2), s) +
      bottleShape(550, 625, 140, 260, shade(p, -0.15), '#ffd23f') +
      bottleShape(400, 625, 170, 320, p, '#ff6fae')
    );
  },

  eyemask(p) {
    const mask =
      'M190 370Q190 285 290 285Q360 285 400 325Q440 285 510 285Q610 285 610 370Q610 475 510 475Q450 475 400 435Q350 475 290 475Q190 475 190 370Z';
    let sprig = '';
    for (let i = 0; i < 5; i++) sprig += ellipse(560 + i * 14, 590 - i * 22, 12, 18, '#a57cf7', { 'stroke-width': 5 });
    return (
      shadow(400, 640, 230) +
      tube('M195 350Q400 200 605 350', 22, shade(p, -0.2)) +
      path(mask, p) +
      line('M250 390Q290 420 330 390M470 390Q510 420 550 390', K, 10) +
      line('M262 402l-10 14M290 410v16M318 402l10 14M482 402l-10 14M510 410v16M538 402l10 14', K, 7) +
      shine('M230 330q40-30 80-25l-4 16q-36-3-66 20z', 0.5) +
      line('M560 160h44l-44 44h44M630 100h30l-30 30h30', W, 10, NS) +
      tube('M520 620L600 500', 6, '#45c15a') +
      sprig
    );
  },

  neckwrap(p) {
    const d = 'M255 240Q205 560 400 560Q595 560 545 240';
    return (
      shadow(400, 640, 220) +
      line(d, K, 130) +
      line(d, p, 110) +
      line(d, shade(p, -0.2), 6, { 'stroke-dasharray': '18 16' }) +
      line('M245 210l20 0M535 210l20 0', K, 10) +
      tube('M610 610L660 470', 6, '#45c15a') +
      ellipse(660, 470, 12, 18, '#a57cf7', { 'stroke-width': 5 }) +
      ellipse(650, 500, 12, 18, '#a57cf7', { 'stroke-width': 5 }) +
      ellipse(640, 530, 12, 18, '#a57cf7', { 'stroke-width': 5 })
    );
  },

  steak(p, s) {
    return (
      shadow(400, 640, 280) +
      ellipse(400, 530, 280, 110, '#e0b07a') +
      ellipse(400, 518, 250, 88, '#ebc494', NS) +
      path('M250 470Q240 380 340 370Q450 350 530 390Q605 430 565 510Q525 580 400 570Q270 570 250 470Z', '#b5523b') +
      line('M300 420L360 400M290 470L430 420M330 520L500 455M430 540L540 490', '#6e2a1c', 12, NS) +
      path(heartPath(420, 470, 34), '#6e2a1c', NS) +
      line('M600 150q-20-30 0-60M640 170q-20-30 0-60', W, 10, { ...NS, opacity: 0.8 }) +
      tube('M640 200L470 430', 16, '#b8c0cc') +
      tube('M700 110L640 200', 30, p) +
      path(heartPath(460, 440, 30), s, { 'stroke-width': 8 })
    );
  },

  wallet(p, s) {
    let ticks = '';
    for (let x = 270; x <= 560; x += 24) ticks += `M${x} 470v${x % 48 === 0 ? 26 : 16}`;
    return (
      shadow(400, 640, 240) +
      rot(
        8,
        400,
        450,
        rect(190, 330, 400, 260, 30, s) +
          rect(210, 350, 360, 220, 20, 'none', {
            stroke: shade(s, 0.3),
            'stroke-width': 5,
            'stroke-dasharray': '14 10',
          }),
      ) +
      rot(
        -7,
        400,
        380,
        rect(230, 240, 350, 240, 24, p) +
          circle(300, 310, 28, shade(p, -0.3)) +
          path('M380 290h80l20 35-20 35h-80l-20-35z', shade(p, -0.3)) +
          path('M520 280Q560 280 560 320Q560 360 520 360', 'none', { 'stroke-width': 14 }) +
          line(ticks, K, 6) +
          shine('M250 260h300v12h-300z', 0.5),
      )
    );
  },

  apron(p, s, o) {
    const d =
      'M330 190H470V270L560 320Q580 335 578 360L560 600Q556 630 526 630H274Q244 630 240 600L222 360Q220 335 240 320L330 270Z';
    let out =
      shadow(400, 645, 220) +
      tube('M335 195Q400 80 465 195', 14, shade(p, -0.2)) +
      tube('M232 340L160 420M568 340L640 420', 14, shade(p, -0.2));
    if (o.split)
      out +=
        `<clipPath id="ap"><path d="${d}"/></clipPath><g clip-path="url(#ap)" stroke="none">${rect(200, 150, 200, 500, 0, p)}${rect(400, 150, 200, 500, 0, s)}</g>` +
        path(d, 'none');
    else out += path(d, p);
    if (o.bolt) out += path('M425 300L355 440H405L375 570L470 400H418L448 300Z', '#ffd23f', { 'stroke-width': 8 });
    if (o.chevrons)
      out += line('M340 330L400 365L460 330M340 370L400 405L460 370M340 410L400 445L460 410', '#ffd23f', 14);
    out +=
      rect(310, 470, 180, 110, 18, shade(o.split ? s : p, -0.15)) +
      (o.split
        ? ''
        : tube('M350 470V420', 10, '#b8c0cc') +
          tube('M450 470L465 410', 10, '#b8c0cc') +
          rect(440, 380, 50, 40, 8, '#b8c0cc'));
    return out;
  },

  rocks(p, s, o) {
    let extra;
    if (o.sphere)
      extra =
        circle(400, 480, 100, '#dff4ff', { 'stroke-width': 8, opacity: 0.9 }) +
        shine('M345 430q20-30 50-35v14q-25 5-38 28z', 0.8);
    else
      extra =
        rot(12, 340, 520, rect(300, 480, 80, 80, 16, '#6c6f86')) +
        rot(-10, 450, 500, rect(410, 460, 80, 80, 16, '#55586f')) +
        rot(25, 400, 430, rect(360, 395, 76, 76, 16, '#7d8099'));
    let out = shadow(400, 645, 230);
    if (o.dome) out += rect(160, 600, 480, 44, 18, '#c98f5a');
    if (!o.dome && !o.sphere)
      out +=
        rot(10, 180, 610, rect(150, 580, 60, 60, 14, '#6c6f86')) +
        rot(-18, 620, 610, rect(590, 585, 60, 60, 14, '#55586f'));
    out += glassTumbler(p, extra);
    if (o.dome)
      out +=
        line('M330 300q-30-40 0-80q30-40 0-80M430 280q-30-40 0-80', '#f0f0f5', 14, { ...NS, opacity: 0.7 }) +
        path('M200 605Q190 175 400 160Q610 175 600 605', W, { opacity: 0.22 }) +
        circle(400, 140, 24, '#c98f5a') +
        shine('M240 520q-10-200 80-300l10 10q-80 100-74 290z', 0.5);
    if (o.sphere)
      out +=
        circle(650, 555, 62, s) + line('M588 555H712', shade(s, -0.3), 8) + rect(636, 478, 28, 22, 6, shade(s, -0.2));
    return out;
  },

  socks(p, s, o) {
    const sock = (fill, accent) =>
      path('M290 150H430V380Q430 410 455 430L560 510Q610 555 570 605Q530 650 475 610L320 480Q290 455 290 410Z', fill) +
      rect(280, 138, 160, 70, 18, accent) +
      path('M515 560Q545 545 565 575', 'none', { 'stroke-width': 8 }) +
      (o.stripes ? rect(290, 250, 140, 24, 0, accent, NS) + rect(290, 300, 140, 24, 0, accent, NS) : '') +
      (o.face
        ? circle(360, 320, 58, '#f2c29b', { 'stroke-width': 8 }) +
          path('M310 300Q330 250 360 262Q395 250 410 300Q390 280 360 285Q330 280 310 300Z', '#5b3a29', {
            'stroke-width': 6,
          }) +
          circle(342, 315, 7, K, NS) +
          circle(378, 315, 7, K, NS) +
          path('M325 345Q345 330 360 342Q375 330 395 345Q378 362 360 350Q342 362 325 345Z', '#5b3a29', {
            'stroke-width': 5,
          })
        : '') +
      (o.number
        ? rect(325, 295, 30, 80, 4, W, { 'stroke-width': 6 }) + rect(365, 295, 30, 80, 4, W, { 'stroke-width': 6 })
        : '') +
      path('M290 150H430V380Q430 410 455 430L560 510Q610 555 570 605Q530 650 475 610L320 480Q290 455 290 410Z', 'none');
    return (
      shadow(430, 645, 230) +
      g('translate(120 -30) rotate(8 400 400)', sock(shade(p, -0.15), s)) +
      g('translate(-60 20)', sock(p, s))
    );
  },

  pickle(p) {
    return (
      shadow(400, 640, 160) +
      rot(
        12,
        400,
        400,
        rect(295, 160, 210, 470, 105, p) +
          circle(335, 230, 10, shade(p, -0.25), NS) +
          circle(460, 300, 12, shade(p, -0.25), NS) +
          circle(330, 540, 12, shade(p, -0.25), NS) +
          circle(470, 560, 9, shade(p, -0.25), NS) +
          shine('M320 250q0-50 30-70l10 10q-22 20-24 60z', 0.45),
      ) +
      face(385, 360, 1) +
      path(heartPath(395, 485, 40), '#ff3b6b', { 'stroke-width': 8 }) +
      tube('M310 470Q330 500 355 490', 20, p) +
      tube('M490 450Q470 500 440 495', 20, p)
    );
  },

  toast(p, s) {
    const d = 'M220 300Q180 180 300 170Q400 140 500 170Q620 180 580 300L560 600Q558 625 533 625H267Q242 625 240 600Z';
    return (
      shadow(400, 645, 220) +
      path(d, p) +
      g('translate(400 410) scale(.84) translate(-400 -400)', path(d, s, NS)) +
      face(400, 400, 1.1) +
      rot(-8, 480, 290, rect(430, 255, 100, 66, 14, '#ffe45c', { 'stroke-width': 7 })) +
      line('M270 560h0M300 520h0M520 540h0M490 580h0', shade(s, -0.15), 12, NS)
    );
  },

  notes(p, s) {
    return (
      shadow(400, 640, 220) +
      rot(10, 430, 420, rect(280, 270, 300, 300, 10, shade(s, 0.1))) +
      rot(-6, 400, 420, rect(250, 270, 300, 300, 10, s)) +
      rot(
        -2,
        400,
        400,
        rect(235, 235, 300, 300, 10, p) +
          rect(235, 235, 300, 44, 0, shade(p, -0.12), NS) +
          line('M275 330L335 350M495 330L435 350', K, 10) +
          circle(315, 380, 12, K, NS) +
          circle(455, 380, 12, K, NS) +
          line('M345 440H425M280 490H500', K, 9),
      ) +
      rot(
        35,
        610,
        420,
        rect(590, 230, 44, 260, 8, '#ffd23f') +
          path('M590 490L612 540L634 490Z', '#ffe2a8') +
          path('M606 525L612 540L618 525Z', K, NS) +
          rect(590, 210, 44, 30, 6, '#ff6fae'),
      )
    );
  },

  rock(p, s) {
    let straw = '';
    for (let x = 225; x <= 575; x += 30) straw += `M${x} 470q15-26 30 0`;
    return (
      shadow(400, 645, 240) +
      rot(
        10,
        600,
        320,
        rect(520, 190, 170, 220, 10, '#fff7ea') +
          line('M550 240h110M550 270h90M550 300h110', '#9aa3b5', 8, NS) +
          circle(630, 360, 28, s, { 'stroke-width': 7 }),
      ) +
      path('M255 455Q245 330 360 305Q470 285 530 345Q585 400 555 470Z', p) +
      circle(360, 380, 36, W, { 'stroke-width': 8 }) +
      circle(452, 372, 36, W, { 'stroke-width': 8 }) +
      circle(368, 394, 16, K, NS) +
      circle(440, 360, 16, K, NS) +
      line('M385 430q20 14 40 0', K, 8) +
      shine('M290 380q10-40 50-55l6 12q-34 14-42 48z', 0.35) +
      line(straw, '#ffd23f', 10) +
      rect(210, 470, 380, 150, 14, '#d9a066') +
      line('M240 500H560', '#b07a45', 8, NS)
    );
  },

  tissuebox(p, s) {
    return (
      shadow(400, 645, 230) +
      path('M240 345L262 240L335 330Z', p) +
      path('M560 345L538 240L465 330Z', p) +
      path('M258 320L270 268L305 315Z', '#ffb3c7', NS) +
      path('M542 320L530 268L495 315Z', '#ffb3c7', NS) +
      rect(220, 330, 360, 270, 28, p) +
      line('M380 350v28M400 346v34M420 350v28', shade(p, -0.3), 8) +
      path('M350 345Q330 250 395 240Q470 232 440 300Q480 265 470 345Z', W) +
      face(400, 450, 1.2, 'judgy') +
      line('M255 470l-55-10M255 490l-50 8M545 470l55-10M545 490l50 8', K, 6) +
      ellipse(330, 600, 40, 22, shade(p, 0.3)) +
      ellipse(470, 600, 40, 22, shade(p, 0.3)) +
      rect(250, 560, 300, 10, 5, s, NS)
    );
  },

  jar(p, s, o) {
    const body = rect(280, 300, 240, 315, 50, W, { opacity: 0.3 });
    const outline = rect(280, 300, 240, 315, 50, 'none');
    const glassShine = shine('M298 340h16v220h-16z', 0.55);
    if (o.fill === 'lip') {
      return (
        shadow(400, 640, 220) +
        rect(230, 420, 340, 195, 44, p) +
        rect(230, 470, 340, 70, 0, s, NS) +
        rect(230, 420, 340, 195, 44, 'none') +
        rect(212, 360, 376, 80, 30, shade(p, -0.15)) +
        path('M345 340Q330 250 400 250Q470 250 455 340Q430 380 400 380Q370 380 345 340Z', '#ff3b4f') +
        path('M365 255L400 225L435 255L400 270Z', '#45c15a') +
        line('M375 300h0M410 290h0M430 320h0M390 335h0', '#ffe45c', 9, NS) +
        rot(-20, 600, 520, rect(590, 420, 26, 190, 13, '#ffb3c7'))
      );
    }
    if (o.fill === 'pickles') {
      return (
        shadow(400, 640, 180) +
        body +
        path('M284 360H516V565Q516 610 470 610H330Q284 610 284 565Z', '#c6f432', { ...NS, opacity: 0.55 }) +
        rot(-12, 350, 480, rect(320, 380, 60, 200, 30, p, { 'stroke-width': 7 })) +
        rot(10, 450, 480, rect(420, 390, 60, 190, 30, shade(p, -0.12), { 'stroke-width': 7 })) +
        outline +
        glassShine +
        rect(270, 262, 260, 52, 16, '#d9dee8') +
        tube('M470 80L430 370', 12, '#b8c0cc') +
        line('M425 365l-30 40M433 368l10 46', K, 10) +
        circle(474, 60, 30, s)
      );
    }
    if (o.fill === 'firefly') {
      let lights = '';
      for (const [x, y] of [
        [330, 420],
        [400, 380],
        [460, 450],
        [360, 520],
        [450, 550],
        [420, 480],
      ])
        lights += circle(x, y, 30, 'url(#gl)', NS) + circle(x, y, 9, '#ffe45c', NS);
      return (
        shadow(400, 640, 180) +
        glow(400, 460, 280, 0.7) +
        tube('M292 280Q300 120 400 120Q500 120 508 280', 8, '#b8c0cc') +
        rect(280, 300, 240, 315, 50, p, { opacity: 0.88 }) +
        lights +
        outline +
        glassShine +
        rect(270, 262, 260, 52, 16, '#b8c0cc') +
        rect(330, 270, 140, 34, 6, '#1c2a6b', { 'stroke-width': 5 }) +
        line('M375 270v34M425 270v34', '#6ee7ff', 3, NS)
      );
    }
    return (
      shadow(400, 640, 180) +
      rot(-24, 600, 560, rect(530, 520, 150, 54, 18, s)) +
      body +
      path('M284 390Q330 370 380 390Q430 410 516 385V565Q516 610 470 610H330Q284 610 284 565Z', p, NS) +
      circle(340, 470, 14, W, { ...NS, opacity: 0.6 }) +
      circle(450, 520, 10, W, { ...NS, opacity: 0.6 }) +
      circle(420, 440, 7, W, { ...NS, opacity: 0.6 }) +
      outline +
      glassShine +
      union(
        (x) =>
          circle(340, 290, 62, shade(p, 0.35), x) +
          circle(420, 250, 78, shade(p, 0.35), x) +
          circle(480, 300, 52, shade(p, 0.35), x),
      ) +
      face(405, 280, 0.7)
    );
  },

  roller(p, s) {
    return (
      shadow(420, 645, 180) +
      tube('M525 305Q610 305 570 420L475 610', 36, s) +
      rect(195, 235, 330, 140, 70, p, { opacity: 0.95 }) +
      sparkle(280, 290, 26) +
      sparkle(360, 330, 18) +
      sparkle(440, 280, 22) +
      circle(525, 305, 30, '#d9dee8') +
      shine('M240 255h200v14h-200z', 0.6) +
      sparkle(190, 470, 22, '#dff4ff') +
      sparkle(640, 200, 18, '#dff4ff')
    );
  },

  sponge(p, s) {
    const sp = (cx, cy, r, fill, mood) =>
      circle(cx, cy, r, fill) +
      circle(cx - r * 0.35, cy - r * 0.2, r * 0.14, shade(fill, -0.35), NS) +
      circle(cx + r * 0.35, cy - r * 0.2, r * 0.14, shade(fill, -0.35), NS) +
      path(
        `M${cx - r * 0.5} ${cy + r * 0.15}Q${cx} ${cy + r * (mood ? 0.8 : 0.6)} ${cx + r * 0.5} ${cy + r * 0.15}Z`,
        shade(fill, -0.35),
        NS,
      ) +
      line(
        `M${cx - r * 0.7} ${cy + r * 0.1}h0M${cx + r * 0.68} ${cy + r * 0.3}h0M${cx - r * 0.1} ${cy - r * 0.65}h0`,
        shade(fill, 0.3),
        12,
        NS,
      );
    return (
      shadow(400, 645, 240) +
      sp(540, 330, 140, s, false) +
      sp(370, 450, 180, p, true) +
      circle(610, 560, 28, W, { opacity: 0.7, 'stroke-width': 6 }) +
      circle(650, 510, 16, W, { opacity: 0.7, 'stroke-width': 5 })
    );
  },

  waffle(p, s) {
    let grid = '';
    for (let v = 180; v <= 520; v += 46) grid += `M${v} 300V640M150 ${v + 120}H520`;
    return (
      shadow(420, 645, 260) +
      path('M420 380v120a150 44 0 0 0 300 0v-120', s) +
      path('M420 380Q420 250 570 250Q720 250 720 380Z', shade(s, 0.15)) +
      ellipse(570, 380, 150, 30, shade(s, -0.15)) +
      circle(570, 470, 14, '#ff3b6b', { 'stroke-width': 6 }) +
      `<clipPath id="wf"><path d="${heartPath(330, 470, 160)}"/></clipPath>` +
      path(heartPath(330, 470, 160), p) +
      `<g clip-path="url(#wf)">${line(grid, shade(p, -0.2), 14, NS)}</g>` +
      path(heartPath(330, 470, 160), 'none') +
      ellipse(285, 420, 40, 18, '#fff4dc', { 'stroke-width': 6 }) +
      circle(420, 340, 26, '#ff3b4f', { 'stroke-width': 7 })
    );
  },

  slippers(p, s) {
    const one = (fill) =>
      path(
        'M170 520Q170 420 260 400Q330 330 430 360L560 400Q640 420 640 505Q640 565 580 570H230Q170 570 170 520Z',
        fill,
      ) +
      rect(160, 550, 490, 40, 20, s) +
      line('M300 390Q350 450 330 560M420 375Q470 450 450 560', shade(fill, -0.12), 8) +
      shine('M260 420q60-50 120-45l-4 14q-54-2-106 40z', 0.6);
    return (
      shadow(420, 645, 260) +
      g('translate(90 -90) scale(.9)', one(shade(p, -0.08))) +
      g('translate(-40 40)', one(p)) +
      face(470, 460, 0.6)
    );
  },

  buckethat(p) {
    return (
      shadow(400, 640, 240) +
      ellipse(400, 515, 265, 80, shade(p, -0.12)) +
      path('M250 515Q255 315 400 305Q545 315 550 515Z', p) +
      line('M262 470Q400 500 538 470', shade(p, -0.3), 8) +
      circle(322, 318, 56, p) +
      circle(478, 318, 56, p) +
      circle(322, 318, 34, W, { 'stroke-width': 7 }) +
      circle(478, 318, 34, W, { 'stroke-width': 7 }) +
      circle(328, 326, 15, K, NS) +
      circle(472, 326, 15, K, NS) +
      line('M325 410Q400 455 475 410', K, 10) +
      ellipse(300, 420, 20, 11, '#ff6f91', { ...NS, opacity: 0.6 }) +
      ellipse(500, 420, 20, 11, '#ff6f91', { ...NS, opacity: 0.6 })
    );
  },

  clawmachine(p, s) {
    return (
      shadow(400, 650, 210) +
      rect(225, 130, 350, 500, 30, p) +
      rect(250, 148, 300, 56, 16, s) +
      line('M290 176h0M330 176h0M370 176h0M410 176h0M450 176h0M490 176h0', '#ffe45c', 14, NS) +
      rect(262, 220, 276, 240, 14, '#dff4ff', { opacity: 0.85 }) +
      circle(310, 430, 30, '#ff6fae', { 'stroke-width': 7 }) +
      circle(370, 440, 26, '#ffd23f', { 'stroke-width': 7 }) +
      circle(480, 430, 32, '#45c15a', { 'stroke-width': 7 }) +
      circle(425, 445, 22, '#6ee7ff', { 'stroke-width': 7 }) +
      line('M400 222V300', K, 8) +
      rect(378, 296, 44, 24, 8, '#b8c0cc', { 'stroke-width': 7 }) +
      line('M382 318q-22 20-8 44M418 318q22 20 8 44', K, 9) +
      rect(262, 220, 276, 240, 14, 'none') +
      shine('M280 240h14v190h-14z', 0.5) +
      rect(250, 480, 300, 60, 14, shade(p, -0.2)) +
      tube('M320 510V482', 8, '#d9dee8') +
      circle(320, 478, 16, '#ff3b6b', { 'stroke-width': 6 }) +
      circle(470, 510, 18, '#ffd23f', { 'stroke-width': 6 }) +
      rect(350, 560, 100, 50, 10, '#2b2540')
    );
  },

  curlrod(p, s) {
    const d = 'M190 520Q400 80 610 520';
    const scrunchie = (x, y) =>
      circle(x, y, 58, s) +
      circle(x, y, 24, shade(s, -0.3)) +
      line(
        `M${x - 40} ${y - 40}l12 12M${x + 40} ${y - 40}l-12 12M${x - 40} ${y + 40}l12 -12M${x + 40} ${y + 40}l-12 -12`,
        shade(s, -0.25),
        7,
        NS,
      );
    return (
      shadow(400, 640, 260) +
      line(d, K, 96) +
      line(d, p, 76) +
      line(d, W, 10, { ...NS, opacity: 0.4, transform: 'translate(-10 -8)' }) +
      scrunchie(190, 540) +
      scrunchie(610, 540)
    );
  },

  compact(p, s) {
    let leds = '';
    for (let i = 0; i < 16; i++) {
      const a = (i / 16) * Math.PI * 2;
      leds += circle(r1(400 + 150 * Math.cos(a)), r1(300 + 150 * Math.sin(a)), 8, '#fff4a8', { 'stroke-width': 4 });
    }
    return (
      shadow(400, 645, 200) +
      ellipse(400, 555, 185, 70, shade(p, -0.15)) +
      ellipse(400, 545, 150, 46, s, { 'stroke-width': 7 }) +
      rect(375, 470, 50, 40, 10, '#b8c0cc') +
      circle(400, 300, 180, p) +
      circle(400, 300, 130, '#dff4ff') +
      leds +
      line('M330 260l50-50M350 310l80-80', W, 14, { ...NS, opacity: 0.9 })
    );
  },

  guasha(p, s) {
    return (
      shadow(400, 640, 230) +
      rot(
        -10,
        520,
        500,
        path('M440 390Q430 350 470 345H570Q610 350 600 390L610 600H430Z', s) +
          line('M445 400Q520 430 595 400', shade(s, -0.3), 8) +
          tube('M580 410Q620 440 600 480', 6, '#ffd23f') +
          circle(600, 488, 12, '#ffd23f'),
      ) +
      rot(
        -14,
        380,
        420,
        path(
          'M230 420Q215 300 320 300Q370 300 400 345Q430 300 480 300Q585 300 570 420Q555 520 400 590Q245 520 230 420Z',
          p,
        ) +
          line('M270 360Q330 420 300 500M420 380Q480 420 470 500', W, 8, { ...NS, opacity: 0.6 }) +
          shine('M260 350q20-30 55-30v14q-30 2-44 26z', 0.7),
      ) +
      sparkle(620, 220, 26) +
      sparkle(180, 220, 18)
    );
  },

  patches(p, s) {
    let stars = '';
    [
      [300, 280],
      [400, 280],
      [500, 280],
      [300, 390],
      [400, 390],
      [300, 500],
      [500, 500],
    ].forEach(([x, y], i) => (stars += path(starPath(x, y, 40), i % 2 ? p : s, { 'stroke-width': 7 })));
    return (
      shadow(400, 645, 200) +
      rot(
        -5,
        400,
        400,
        rect(230, 200, 340, 420, 26, '#fffaf2') +
          stars +
          path(starPath(400, 500, 40), 'none', { 'stroke-dasharray': '10 10', 'stroke-width': 5 }) +
          path(starPath(500, 390, 40), 'none', { 'stroke-dasharray': '10 10', 'stroke-width': 5 }),
      ) +
      rot(20, 640, 260, path(starPath(640, 260, 56), s, { 'stroke-width': 8 })) +
      face(640, 262, 0.4)
    );
  },

  rug(p, s) {
    return (
      shadow(400, 620, 290) +
      g(
        'translate(0 105) scale(1 .75)',
        path(wavyPath(400, 420, 250, 14, 14), p) +
          circle(400, 420, 215, 'none', { stroke: W, 'stroke-width': 6, 'stroke-dasharray': '4 14', opacity: 0.8 }) +
          ellipse(330, 370, 24, 40, s) +
          ellipse(470, 370, 24, 40, s) +
          line('M300 460Q400 560 500 460', s, 26),
      )
    );
  },

  catloaf(p, _s, o) {
    return (
      shadow(400, 640, 250) +
      tube('M575 540Q650 500 615 430', 34, p) +
      rect(185, 350, 430, 270, 135, p) +
      line('M470 380q30 20 20 60M520 395q26 20 18 56', shade(p, -0.25), 10) +
      path('M300 340L290 230L360 290Z', p) +
      path('M500 340L510 230L440 290Z', p) +
      path('M306 300L302 255L335 285Z', '#ffb3c7', NS) +
      path('M494 300L498 255L465 285Z', '#ffb3c7', NS) +
      ellipse(400, 400, 150, 120, p) +
      line('M380 292v28M400 288v32M420 292v28', shade(p, -0.25), 8) +
      face(400, 405, 1.05, o.mood || 'happy') +
      line('M285 430l-60-8M285 450l-56 10M515 430l60-8M515 450l56 10', K, 6) +
      ellipse(340, 600, 45, 24, shade(p, 0.3)) +
      ellipse(460, 600, 45, 24, shade(p, 0.3))
    );
  },

  ladle(p, s) {
    return (
      shadow(400, 645, 250) +
      rect(150, 440, 60, 36, 14, shade(s, -0.2)) +
      rect(590, 440, 60, 36, 14, shade(s, -0.2)) +
      path('M200 420H600L580 600Q575 625 550 625H250Q225 625 220 600Z', s) +
      ellipse(400, 420, 200, 40, '#ff9d3b') +
      path('M280 425Q280 360 325 360Q370 360 370 425Z', p) +
      path('M395 425Q395 380 430 380Q465 380 465 425Z', p) +
      tube('M525 425Q548 310 500 225', 52, p) +
      ellipse(482, 205, 62, 44, p) +
      circle(470, 190, 10, K, NS) +
      line('M440 222h0M452 226h0', K, 8, NS) +
      path('M495 162L505 135L522 160Z', '#ffd23f', { 'stroke-width': 6 }) +
      path('M520 175L540 152L548 180Z', '#ffd23f', { 'stroke-width': 6 }) +
      shine('M230 450h20l14 140h-18z', 0.35)
    );
  },

  spices(p, s) {
    const jarAt = (cx, base, w, h, fill, lid) =>
      rect(cx - w / 2, base - h, w, h, 16, W, { opacity: 0.35 }) +
      rect(cx - w / 2 + 8, base - h * 0.7, w - 16, h * 0.7 - 8, 10, fill, NS) +
      rect(cx - w / 2, base - h, w, h, 16, 'none') +
      rect(cx - w / 2 - 6, base - h - 30, w + 12, 36, 10, lid);
    return (
      shadow(400, 645, 260) +
      ellipse(400, 600, 260, 50, shade(s, -0.15)) +
      ellipse(400, 588, 240, 38, s) +
      tube('M400 560V180', 16, shade(s, -0.15)) +
      circle(400, 170, 24, shade(s, -0.15)) +
      jarAt(270, 470, 90, 150, '#b5523b', p) +
      jarAt(400, 450, 90, 150, '#45c15a', p) +
      jarAt(530, 470, 90, 150, '#ffd23f', p) +
      jarAt(200, 590, 110, 170, '#ff8c2b', shade(p, -0.1)) +
      jarAt(330, 605, 110, 170, '#c8102e', shade(p, -0.1)) +
      jarAt(470, 605, 110, 170, '#8a5a3c', shade(p, -0.1)) +
      jarAt(600, 590, 110, 170, '#e8d8b0', shade(p, -0.1))
    );
  },

  toaster(p, s) {
    const slice = (x, y, deg, stamp) =>
      rot(
        deg,
        x + 70,
        y + 70,
        path(
          `M${x} ${y + 40}Q${x - 5} ${y} ${x + 40} ${y}Q${x + 70} ${y - 12} ${x + 100} ${y}Q${x + 145} ${y} ${x + 140} ${y + 40}V${y + 160}H${x}Z`,
          '#e8a65c',
        ) +
          rect(x + 16, y + 20, 108, 130, 30, '#ffe2a8', NS) +
          (stamp ? face(x + 70, y + 70, 0.5) : ''),
      );
    return (
      shadow(400, 645, 250) +
      slice(255, 215, -6, true) +
      slice(405, 235, 5, false) +
      rect(190, 320, 420, 290, 80, p) +
      line('M270 340H390M420 340H540', K, 12) +
      rect(605, 400, 30, 80, 10, s) +
      circle(400, 500, 22, s, { 'stroke-width': 7 }) +
      line('M330 560h140', shade(p, -0.25), 10) +
      shine('M225 380q0-35 30-45l6 14q-20 8-20 31z', 0.6) +
      shine('M220 410h16v130h-16z', 0.4)
    );
  },

  pans(p, s) {
    return (
      shadow(400, 650, 280) +
      tube('M560 345L690 250', 34, p) +
      circle(540, 350, 120, p) +
      circle(540, 350, 92, shade(p, 0.12), { 'stroke-width': 6 }) +
      ellipse(540, 350, 64, 24, '#e8a65c', { 'stroke-width': 6 }) +
      ellipse(540, 336, 60, 22, '#f2bd7a', { 'stroke-width': 6 }) +
      rect(520, 312, 40, 20, 5, '#ffe45c', { 'stroke-width': 5 }) +
      tube('M440 560L600 660', 40, p) +
      circle(340, 460, 170, p) +
      circle(340, 460, 138, shade(p, 0.12), { 'stroke-width': 6 }) +
      path('M255 440Q250 370 320 375Q370 340 420 390Q470 430 425 490Q380 545 310 520Q250 505 255 440Z', W, {
        'stroke-width': 7,
      }) +
      circle(340, 445, 38, '#ffb703', { 'stroke-width': 7 }) +
      shine('M325 430q5-12 18-14v8q-9 2-12 9z', 0.8) +
      rect(265, 600, 30, 30, 6, s, NS)
    );
  },

  tent(p, s) {
    const d = 'M150 590Q165 300 400 255Q635 300 650 590Z';
    let stripes = '';
    for (let x = 150; x < 650; x += 100) stripes += rect(x, 200, 50, 420, 0, s);
    return (
      ellipse(400, 605, 340, 46, '#f6dca0', NS) +
      circle(640, 160, 60, '#ffd23f', { 'stroke-width': 8 }) +
      shadow(420, 610, 260) +
      `<clipPath id="tn"><path d="${d}"/></clipPath>` +
      path(d, p) +
      `<g clip-path="url(#tn)" stroke="none">${stripes}</g>` +
      path(d, 'none') +
      path('M320 590Q330 420 400 400Q470 420 480 590Z', '#2b2540') +
      line('M400 255V220', K, 8) +
      path('M400 220l40 12-40 12z', '#ff3b6b', { 'stroke-width': 6 }) +
      circle(610, 555, 50, W) +
      path('M610 505A50 50 0 0 1 660 555H610Z', '#ff3b6b', NS) +
      path('M610 605A50 50 0 0 1 560 555H610Z', '#3d8bff', NS) +
      circle(610, 555, 50, 'none')
    );
  },

  backpack(p, s) {
    return (
      shadow(400, 645, 210) +
      tube('M340 250Q340 170 400 170Q460 170 460 250', 18, shade(p, -0.2)) +
      rect(540, 380, 66, 120, 14, '#ff3b6b') +
      ellipse(573, 380, 33, 10, '#d9dee8') +
      rect(245, 225, 310, 400, 80, p) +
      line('M285 320Q400 260 515 320', K, 7, { 'stroke-dasharray': '12 10' }) +
      rect(285, 420, 230, 170, 40, s) +
      line('M300 450H500', K, 7, { 'stroke-dasharray': '12 10' }) +
      sparkle(400, 515, 40) +
      shine('M268 280h16v260h-16z', 0.35)
    );
  },

  seedbombs(p, s) {
    let balls = '';
    [
      [270, 455, 58, true],
      [390, 430, 62, false],
      [510, 455, 58, true],
      [330, 520, 55, false],
      [460, 525, 56, false],
    ].forEach(([x, y, r, sprout]) => {
      balls +=
        circle(x, y, r, p) +
        line(`M${x - 20} ${y - 10}h0M${x + 18} ${y + 14}h0M${x + 4} ${y - 28}h0`, shade(p, -0.3), 12, NS);
      if (sprout)
        balls +=
          tube(`M${x} ${y - r + 4}V${y - r - 40}`, 6, '#45c15a') +
          leaf(x, y - r - 30, 40, -55, '#45c15a') +
          leaf(x, y - r - 30, 40, 55, '#7bd389');
    });
    let petals = '';
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * Math.PI * 2;
      petals += ellipse(r1(390 + 34 * Math.cos(a)), r1(300 + 34 * Math.sin(a)), 18, 18, W, { 'stroke-width': 6 });
    }
    return (
      shadow(400, 645, 250) +
      tube('M390 368V320', 8, '#45c15a') +
      petals +
      circle(390, 300, 22, '#ffd23f', { 'stroke-width': 6 }) +
      rect(190, 500, 420, 125, 18, s) +
      balls +
      rot(-8, 560, 580, rect(520, 555, 90, 50, 8, '#fff7ea', { 'stroke-width': 6 }))
    );
  },

  octopus(p, s, o) {
    return (
      shadow(400, 645, 230) +
      union(
        (x) =>
          path('M215 450Q215 185 400 185Q585 185 585 450Z', p, x) +
          circle(240, 480, 50, p, x) +
          circle(320, 500, 50, p, x) +
          circle(400, 505, 50, p, x) +
          circle(480, 500, 50, p, x) +
          circle(560, 480, 50, p, x) +
          circle(180, 520, 30, p, x) +
          circle(620, 520, 30, p, x),
      ) +
      face(400, 390, 1.25, o.mood || 'happy') +
      circle(300, 300, 16, shade(p, 0.3), NS) +
      circle(500, 290, 10, shade(p, 0.3), NS) +
      shine('M270 260q40-50 100-55v16q-52 6-86 48z', 0.5) +
      (o.mood === 'grumpy' ? '' : sparkle(650, 230, 26, s) + sparkle(150, 260, 18, s))
    );
  },

  popit(p) {
    const rows = ['#ff4d6d', '#ff9d3b', '#ffd23f', '#45c15a', '#3d8bff'];
    let bubbles = '';
    rows.forEach((c, r) => {
      for (let i = 0; i < 5; i++)
        bubbles +=
          circle(250 + i * 75, 250 + r * 75, 30, c, { 'stroke-width': 6 }) +
          circle(242 + i * 75, 242 + r * 75, 13, shade(c, 0.45), NS);
    });
    return shadow(400, 645, 230) + rect(190, 190, 420, 420, 70, p) + bubbles;
  },

  rocket(p, s) {
    return (
      shadow(330, 645, 260) +
      tube('M300 600Q400 650 470 590Q520 540 560 520', 14, '#2b2540') +
      ellipse(250, 600, 90, 28, s) +
      ellipse(250, 588, 80, 20, shade(s, 0.3)) +
      line('M380 500l-60 60M430 520l-40 40M340 470l-50 40', W, 10, { ...NS, opacity: 0.7 }) +
      rot(
        35,
        480,
        330,
        flame(480, 500, -110, 36) +
          path('M430 430L390 490L430 470Z', s) +
          path('M530 430L570 490L530 470Z', s) +
          path('M480 130Q550 210 540 340V470H420V340Q410 210 480 130Z', p) +
          circle(480, 290, 34, '#6ee7ff', { 'stroke-width': 9 }) +
          path('M437 200Q480 140 523 200Z', s, NS) +
          shine('M440 320h14v120h-14z', 0.4),
      ) +
      sparkle(650, 150, 24) +
      sparkle(200, 200, 16)
    );
  },

  dinoegg(p, s) {
    return (
      shadow(400, 645, 200) +
      path('M330 240L360 200L380 240L410 195L430 240L460 205L470 245Z', '#45c15a', { 'stroke-width': 7 }) +
      circle(400, 320, 110, '#45c15a') +
      circle(365, 300, 14, K, NS) +
      circle(435, 300, 14, K, NS) +
      circle(370, 295, 5, W, NS) +
      circle(440, 295, 5, W, NS) +
      line('M375 345q25 18 50 0', K, 8) +
      rot(-25, 300, 200, path('M240 220Q260 130 330 130Q400 130 410 220L380 200L350 225L320 195L290 225L260 200Z', p)) +
      path(
        'M236 400L278 372L318 405L360 362L400 405L440 362L482 405L522 370L564 400C578 500 530 625 400 625C270 625 222 500 236 400Z',
        p,
      ) +
      circle(310, 480, 24, s, NS) +
      circle(470, 520, 30, s, NS) +
      circle(420, 450, 14, s, NS) +
      circle(350, 570, 18, s, NS)
    );
  },

  tote(p, s) {
    return (
      shadow(400, 645, 220) +
      rot(
        -12,
        330,
        260,
        path('M280 220H380L388 330H272Z', '#ff6fae') + tube('M305 225Q305 180 330 180Q355 180 355 225', 6, '#ff6fae'),
      ) +
      rot(
        10,
        470,
        250,
        path('M420 210H520L528 320H412Z', '#6ee7ff') + tube('M445 215Q445 170 470 170Q495 170 495 215', 6, '#6ee7ff'),
      ) +
      tube('M305 300Q305 170 400 170Q495 170 495 300', 20, shade(p, -0.15)) +
      path('M225 290H575L595 625H205Z', p) +
      path(heartPath(400, 450, 70), s, { 'stroke-width': 8 }) +
      line('M240 320H560', shade(p, -0.2), 6, { 'stroke-dasharray': '12 10' })
    );
  },

  cards(p, s) {
    const card = (deg, fill, art) => rot(deg, 400, 660, rect(280, 200, 240, 340, 18, fill) + art);
    return (
      shadow(400, 645, 240) +
      card(-18, shade(p, -0.1), '') +
      card(16, s, '') +
      card(
        0,
        '#fffaf2',
        circle(400, 330, 70, '#f2c29b', { 'stroke-width': 8 }) +
          circle(375, 315, 8, K, NS) +
          circle(425, 315, 8, K, NS) +
          path('M345 355Q370 335 400 350Q430 335 455 355Q430 382 400 365Q370 382 345 355Z', '#5b3a29', {
            'stroke-width': 6,
          }) +
          line('M320 450H480M340 485H460', p, 12, NS),
      )
    );
  },

  shirt(p, s, o) {
    const d = garment(o.kind);
    let out = shadow(400, 645, 230);
    if (o.kind === 'hoodie') out += path('M305 215Q295 110 400 100Q505 110 495 215Z', shade(p, -0.2));
    if (o.split)
      out +=
        `<clipPath id="gm"><path d="${d}"/></clipPath><g clip-path="url(#gm)" stroke="none">${rect(100, 100, 300, 560, 0, p)}${rect(400, 100, 300, 560, 0, s)}</g>` +
        path(d, 'none');
    else out += path(d, p);
    if (o.kind !== 'tank') out += line('M325 198Q400 262 475 198', K, 10);
    if (o.kind === 'hoodie') out += path('M300 480H500L520 580H280Z', 'none') + tube('M370 235V320M430 235V320', 6, W);
    if (o.bolt) out += path('M425 290L345 445H402L370 575L470 405H414L448 290Z', '#ffd23f', { 'stroke-width': 9 });
    if (o.stripe)
      out +=
        rect(o.kind === 'tank' ? 235 : 260, 520, o.kind === 'tank' ? 330 : 280, 34, 0, s, NS) +
        rect(o.kind === 'tank' ? 235 : 260, 570, o.kind === 'tank' ? 330 : 280, 16, 0, s, NS) +
        path(d, 'none');
    if (o.star) out += path(starPath(400, 390, 70), s, { 'stroke-width': 9 });
    return out;
  },

  shaker(p, s) {
    return (
      shadow(400, 645, 190) +
      glow(400, 430, 300, 0.8) +
      rect(365, 130, 70, 50, 16, shade(p, -0.1)) +
      path('M335 178H465L490 290H310Z', p) +
      rect(296, 280, 208, 30, 12, shade(p, -0.15)) +
      path('M305 305H495L522 600Q522 625 497 625H303Q278 625 278 600Z', p) +
      rect(293, 420, 214, 48, 0, s, { 'stroke-width': 8 }) +
      shine('M318 320h18l-8 270h-18z', 0.55) +
      sparkle(590, 300, 26, s) +
      sparkle(210, 360, 18, s) +
      circle(610, 570, 48, '#c6f432') +
      circle(610, 570, 34, '#eaff9c', { 'stroke-width': 5 }) +
      line('M610 540V600M580 570H640M588 548l44 44M632 548l-44 44', '#c6f432', 4, NS)
    );
  },

  wine(p, s, o) {
    if (o.kind === 'pair')
      return (
        shadow(400, 645, 260) +
        rot(-10, 300, 600, wineGlass(300, p, { bubbles: true })) +
        rot(10, 500, 600, wineGlass(500, s, { bubbles: true })) +
        sparkle(400, 140, 34) +
        sparkle(330, 90, 16) +
        sparkle(470, 95, 20)
      );
    return (
      shadow(400, 650, 230) +
      rect(330, 40, 140, 200, 30, '#1f5c3a') +
      rect(345, 90, 110, 90, 10, '#fff7ea', { 'stroke-width': 6 }) +
      path('M330 220Q330 290 385 310V400H415V310Q470 290 470 220Z', '#1f5c3a') +
      tube('M400 560V615', 26, '#eef3ff') +
      ellipse(400, 622, 130, 24, '#eef3ff') +
      path('M220 230Q205 520 400 560Q595 520 580 230Z', W, { opacity: 0.3 }) +
      path('M212 380Q225 530 400 556Q575 530 588 380Z', p, { ...NS, opacity: 0.9 }) +
      path('M220 230Q205 520 400 560Q595 520 580 230Z', 'none') +
      shine('M250 260Q240 380 280 470L296 462Q262 380 268 260Z', 0.5)
    );
  },
};

// ---------------------------------------------------------------------------------------------
// The catalog's art direction: product id -> shots, each [motif, background, colour, accent, options].
// The first shot is the card image; further shots are other colours or angles for the gallery.
// ---------------------------------------------------------------------------------------------

const ART = {
  'egg-glow-cube': [
    ['cube', 'tech', '#ff6fae', '', { glow: true }],
    ['cube', 'night', '#6ee7ff', '', { glow: true }],
  ],
  'cloud-desk-humidifier': [
    ['cloud', 'tech', '#ffffff', '#8f5bff'],
    ['cloud', 'candy', '#ffffff', '#ff6fae'],
  ],
  'levitating-moon-lamp': [
    ['moon', 'night', '#f6e7c1', '#a0643c'],
    ['moon', 'tech', '#fff4dc', '#5a5378'],
    ['moon', 'grape', '#ffe8b0', '#c9a7ff'],
  ],
  'pocket-sticker-printer': [['printer', 'tiktok', '#fff4dc', '#ff6fae']],
  'typewriter-mechanical-keyboard': [
    ['keyboard', 'tech', '#ff6fae', '#ffd23f'],
    ['keyboard', 'peach', '#19c3b1', '#ff8c2b'],
  ],
  'pixel-face-smart-planter': [['planter', 'tech', '#fff4dc', '', { kind: 'pixel' }]],
  'galaxy-star-projector': [
    ['projector', 'night', '#8f5bff', '#ff6fae'],
    ['projector', 'grape', '#6ee7ff', '#fff4dc'],
  ],
  'tiny-sofa-phone-stand': [['sofa', 'meme', '#ff6fae', '#6ee7ff']],
  'pocket-retro-handheld': [
    ['handheld', 'gaming', '#d9dee8', '#9ff0c9'],
    ['handheld', 'lime', '#ff8c2b', '#fff4dc'],
  ],
  'self-heating-smart-mug': [['mug', 'tech', '#fff4dc', '#3d8bff', { base: true, face: 'happy' }]],
  'bluetooth-headphone-beanie': [
    ['beanie', 'clothing', '#ff8c2b', '#2b2540'],
    ['beanie', 'outdoors', '#ffd23f', '#3d8bff'],
  ],
  'big-red-scream-button': [['button', 'meme', '#ff3b3b']],
  'bird-feeder-camera': [['birdhouse', 'outdoors', '#6ee7ff', '#ff6f61']],
  'fireplace-candle-speaker': [['candle', 'home', '#fff4dc', '', { type: 'speaker' }]],
  'sunrise-alarm-clock': [['clock', 'health', '#fff4dc', '#ff6fae']],
  'cloud-photo-frame': [
    ['frame', 'mom', '#fff4dc', '#8fd3ff'],
    ['frame', 'dad', '#a0643c', '#b4ecff'],
  ],
  'controller-charging-dock': [['controller', 'gaming', '#d9dee8', '#6ee7ff', { dock: true }]],
  'rgb-headset-stand': [['headphones', 'gaming', '#ff6fae', '#6ee7ff', { stand: true }]],
  'light-up-cat-ear-headphones': [
    ['headphones', 'tiktok', '#ffffff', '#ff6fae', { cat: true }],
    ['headphones', 'candy', '#c9a7ff', '#ffd23f', { cat: true }],
  ],
  'respawn-hydration-tumbler': [['tumbler', 'gaming', '#6ee7ff', '#ff3b6b', { pixel: true }]],
  'd20-night-lamp': [
    ['d20', 'gaming', '#8f5bff', '#ffd23f', { glow: true }],
    ['d20', 'night', '#ff6fae', '#fff4dc', { glow: true }],
  ],
  'mini-arcade-coin-bank': [
    ['arcade', 'toys', '#3d8bff', '#ff3b6b'],
    ['arcade', 'grape', '#ffd23f', '#8f5bff'],
  ],
  'controller-throw-pillow': [['controller', 'candy', '#c9a7ff', '', { soft: true }]],
  'egg-cat-dj-turntable': [
    ['turntable', 'grape', '#ff9d3b', '#6ee7ff'],
    ['turntable', 'night', '#d9dee8', '#ff6fae'],
  ],
  'acupressure-mat-set': [['mat', 'health', '#3d8bff', '#ffd23f']],
  'palm-massage-gun': [
    ['massagegun', 'health', '#5a5378', '#ff8c2b'],
    ['massagegun', 'dad', '#8fd3ff', '#ffd23f'],
  ],
  'time-marker-water-bottle': [
    ['bottle', 'health', '#3d8bff', '#ff6fae'],
    ['bottle', 'peach', '#ff6fae', '#ffd23f'],
    ['bottle', 'lime', '#8f5bff', '#fff4dc'],
  ],
  'weighted-lavender-eye-mask': [['eyemask', 'beauty', '#8f5bff']],
  'cordless-blender-bottle': [['bottle', 'kitchen', '#ff6fae', '#19c3b1', { kind: 'blender' }]],
  'heated-neck-wrap': [['neckwrap', 'mom', '#c9a7ff']],
  'sloth-tea-infuser': [['mug', 'mom', '#fff4dc', '#9ff0c9', { sloth: true }]],
  'herb-garden-trio': [['herbs', 'mom', '#e0b07a', '#fff4dc']],
  'birth-flower-candle': [
    ['candle', 'mom', '#fff4dc', '#ff6fae'],
    ['candle', 'peach', '#ffe2a8', '#8f5bff'],
  ],
  'bbq-branding-iron': [['steak', 'dad', '#a0643c', '#ff8c2b']],
  'multitool-card-wallet': [['wallet', 'dad', '#d9dee8', '#a0643c']],
  'grill-sergeant-apron': [['apron', 'kitchen', '#4f7a3a', '', { chevrons: true }]],
  'whiskey-chilling-stones': [
    ['rocks', 'dad', '#e08a1e'],
    ['rocks', 'alcohol', '#e08a1e'],
  ],
  'dad-face-socks': [['socks', 'dad', '#ffd23f', '#3d8bff', { face: true }]],
  'everything-is-fine-mug': [['mug', 'meme', '#fff4dc', '#ff3b3b', { flames: true, face: 'happy' }]],
  'egg-rubber-duck-debugger': [
    ['duck', 'tech', '#ffd23f', '#ff8c2b', { glasses: true }],
    ['duck', 'toys', '#ffd23f', '#ff8c2b', { laptop: true }],
    ['duck', 'night', '#ff6fae', '#ffd23f'],
  ],
  'emotional-support-pickle': [['pickle', 'toys', '#45c15a']],
  'bread-slice-pillow': [['toast', 'meme', '#c7823f', '#ffe2a8']],
  'unhinged-goose-lamp': [
    ['goose', 'tiktok', '#ffffff', '#ff8c2b'],
    ['goose', 'night', '#fff4dc', '#ff8c2b'],
  ],
  'passive-aggressive-sticky-notes': [['notes', 'meme', '#6ee7ff', '#ff6fae']],
  'pet-rock-adoption-kit': [['rock', 'meme', '#9aa3b5', '#ff3b6b']],
  'judgy-cat-tissue-box': [['tissuebox', 'home', '#9aa3b5', '#ff6fae']],
  'egg-pocket-disco-ball': [
    ['discoball', 'tiktok', '#c9a7ff', '#ffd23f', { keychain: true }],
    ['discoball', 'night', '#d9dee8', '#ff6fae', { keychain: true }],
  ],
  'cloud-slime-jar': [['jar', 'toys', '#8fd3ff', '#ff6fae']],
  'ice-face-roller': [['roller', 'beauty', '#8fd3ff', '#ff6fae']],
  'smiley-scrub-sponges': [['sponge', 'kitchen', '#ffd23f', '#ff6fae']],
  'mini-heart-waffle-maker': [
    ['waffle', 'kitchen', '#ffc060', '#ff6fae'],
    ['waffle', 'candy', '#ffc060', '#6ee7ff'],
  ],
  'handle-tumbler-40oz': [['tumbler', 'tiktok', '#ffb3c7', '#fff4dc', { handle: true }]],
  'sunset-lamp-projector': [['sunsetlamp', 'night', '#ff6f61', '#ffd23f']],
  'mushroom-glow-lamp': [
    ['mushroom', 'night', '#ff3b3b', '#a0643c'],
    ['mushroom', 'lime', '#ff6fae', '#a0643c'],
  ],
  'cloud-couch-slippers': [['slippers', 'tiktok', '#ffffff', '#c9a7ff']],
  'frog-bucket-hat': [['buckethat', 'candy', '#45c15a']],
  'mini-claw-machine': [['clawmachine', 'toys', '#ff6fae', '#8f5bff']],
  'heatless-curl-rod': [['curlrod', 'beauty', '#fff4dc', '#ff6fae']],
  'led-compact-mirror': [
    ['compact', 'beauty', '#ffb3c7', '#ffd23f'],
    ['compact', 'grape', '#d9dee8', '#c9a7ff'],
  ],
  'rose-quartz-gua-sha': [['guasha', 'beauty', '#ffb3c7', '#8f5bff']],
  'strawberry-lip-mask': [['jar', 'candy', '#ff6fae', '#fff4dc', { fill: 'lip' }]],
  'star-pimple-patches': [['patches', 'beauty', '#ffd23f', '#6ee7ff']],
  'dewy-dropper-serum-trio': [
    ['dropper', 'beauty', '#e08a1e', '#fff4dc'],
    ['dropper', 'peach', '#8fd3ff', '#ff6fae', { single: true }],
  ],
  'self-watering-cat-planter': [['planter', 'home', '#fff4dc', '', { kind: 'cat' }]],
  'tufted-smiley-rug': [['rug', 'home', '#ffd23f', '#2b2540']],
  'levitating-plant-pot': [['planter', 'tech', '#fff4dc', '#5a5378', { float: true, plant: 'air' }]],
  'chonky-cat-loaf-plush': [
    ['catloaf', 'toys', '#ff9d3b'],
    ['catloaf', 'candy', '#9aa3b5', '', { mood: 'sleepy' }],
  ],
  'sea-serpent-ladle': [['ladle', 'kitchen', '#45c15a', '#19c3b1']],
  'rotating-spice-carousel': [['spices', 'kitchen', '#2b2540', '#d9dee8']],
  'emoji-toast-toaster': [
    ['toaster', 'kitchen', '#8fd3ff', '#ff6fae'],
    ['toaster', 'sky', '#ff6fae', '#ffd23f'],
  ],
  'mini-cast-iron-skillets': [['pans', 'kitchen', '#3a3358', '#ff6f61']],
  'pickle-jar-grabber': [['jar', 'lime', '#45c15a', '#ff3b3b', { fill: 'pickles' }]],
  'egg-mystery-snack-box': [
    ['snackbox', 'meme', '#d9a066', '#ff6fae'],
    ['snackbox', 'tiktok', '#8f5bff', '#ffd23f'],
  ],
  'pop-up-beach-tent': [
    ['tent', 'sky', '#ff6f61', '#ffffff'],
    ['tent', 'outdoors', '#3d8bff', '#ffd23f'],
  ],
  'firefly-solar-lantern': [['jar', 'night', '#1c2a6b', '', { fill: 'firefly' }]],
  'cooler-backpack': [['backpack', 'outdoors', '#19c3b1', '#3d8bff']],
  'wildflower-seed-bombs': [['seedbombs', 'outdoors', '#a0643c', '#e0b07a']],
  'touch-grass-doormat': [['mat', 'sky', '#45c15a', '', { pattern: 'grass' }]],
  'reversible-mood-octopus': [
    ['octopus', 'toys', '#ff6fae', '#ffd23f', { mood: 'happy' }],
    ['octopus', 'night', '#3d8bff', '#6ee7ff', { mood: 'grumpy' }],
  ],
  'giant-pop-bubble-board': [['popit', 'toys', '#fff4dc']],
  'stomp-rocket-launcher': [['rocket', 'sky', '#ff3b3b', '#ffd23f']],
  'dino-egg-hatch-kit': [['dinoegg', 'toys', '#fff4dc', '#8f5bff']],
  'speed-cube-keychains': [['cube', 'gaming', '#3d8bff', '#ff3b3b', { grid: true, ring: true }]],
  'cereal-milk-candle': [['candle', 'partner', '#fff4dc', '#8fd3ff', { type: 'bowl' }]],
  'tote-of-tiny-totes': [['tote', 'partner', '#fff4dc', '#ff6f61']],
  'letterpress-dad-joke-cards': [['cards', 'partner', '#3d8bff', '#ffd23f']],
  'ceramic-frog-planter': [['planter', 'partner', '#7bd389', '', { kind: 'frog', plant: 'monstera' }]],
  'svs-team-shirts-tee': [
    ['shirt', 'svs', '#ffffff', '#e63946', { split: true, bolt: true }],
    ['shirt', 'clothing', '#ffffff', '#e63946', { star: true }],
    ['shirt', 'peach', '#2b2540', '#ffd23f', { star: true }],
  ],
  'svs-team-skins-tank': [
    ['shirt', 'svs', '#e63946', '#ffffff', { kind: 'tank', stripe: true }],
    ['shirt', 'sky', '#ffffff', '#e63946', { kind: 'tank', stripe: true }],
  ],
  'svs-pick-a-side-hoodie': [
    ['shirt', 'svs', '#e63946', '#ffffff', { kind: 'hoodie', split: true, bolt: true }],
    ['shirt', 'grape', '#ffd23f', '#e63946', { kind: 'hoodie', star: true }],
  ],
  'svs-barbecue-debate-apron': [['apron', 'svs', '#ffffff', '#e63946', { split: true, bolt: true }]],
  'svs-scoreboard-socks': [['socks', 'svs', '#ffffff', '#e63946', { stripes: true, number: true }]],
  'light-up-cocktail-shaker': [['shaker', 'alcohol', '#d9dee8', '#6ee7ff']],
  'wine-bottle-goblet': [['wine', 'meme', '#b0164d']],
  'cocktail-smoker-kit': [['rocks', 'alcohol', '#e08a1e', '', { dome: true }]],
  'bubble-wine-glasses': [
    ['wine', 'mom', '#ff6fae', '#ffd23f', { kind: 'pair' }],
    ['wine', 'alcohol', '#b0164d', '#ffe08a', { kind: 'pair' }],
  ],
  'clear-ice-sphere-molds': [['rocks', 'dad', '#e08a1e', '#3d8bff', { sphere: true }]],
};

// ---------------------------------------------------------------------------------------------
// The default image and the partner brand's logo.
// ---------------------------------------------------------------------------------------------

function placeholderSvg() {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eef0f6"/><stop offset="1" stop-color="#d7dbe6"/></linearGradient></defs>` +
    rect(0, 0, 800, 800, 0, 'url(#bg)') +
    `<g fill="none" stroke="#9aa3b5" stroke-width="18" stroke-linejoin="round" stroke-linecap="round">` +
    rect(230, 250, 340, 280, 36, '#f6f7fb') +
    circle(480, 340, 34, '#d7dbe6') +
    path('M240 500L350 390L430 470L480 420L560 500', 'none') +
    line('M200 220L600 580', '#9aa3b5', 18) +
    `</g></svg>`
  );
}

function brandSvg() {
  const font = `font-family="Impact, 'Arial Black', 'Helvetica Neue', system-ui, sans-serif" font-weight="900" text-anchor="middle"`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800">` +
    rect(0, 0, 800, 800, 0, '#141414') +
    path('M520 0H800V800H280Z', '#e63946') +
    `<g stroke="${K}" stroke-width="10" stroke-linejoin="round">` +
    path('M425 250L335 420H400L360 570L475 380H410L450 250Z', '#ffd23f', { 'stroke-width': 12 }) +
    `</g>` +
    `<text x="400" y="210" ${font} font-size="150" fill="#ffffff" letter-spacing="4">SHIRT</text>` +
    `<text x="400" y="455" ${font} font-size="96" fill="#141414" stroke="#ffffff" stroke-width="6" paint-order="stroke">VS</text>` +
    `<text x="400" y="720" ${font} font-size="150" fill="#ffffff" letter-spacing="4">SKINS</text>` +
    `</svg>`
  );
}

// ---------------------------------------------------------------------------------------------

function main() {
  const productsDir = join(OUT, 'products');
  rmSync(productsDir, { recursive: true, force: true });
  mkdirSync(productsDir, { recursive: true });
  mkdirSync(join(OUT, 'brands'), { recursive: true });
  let files = 0;
  let largest = 0;
  for (const [id, shots] of Object.entries(ART)) {
    shots.forEach(([motif, palette, p, s, opts = {}], i) => {
      const draw = M[motif];
      if (!draw) throw new Error(`Unknown motif ${motif} for ${id}`);
      if (!PALETTES[palette]) throw new Error(`Unknown palette ${palette} for ${id}`);
      const seed = hash(`${id}-${i}`);
      const decor = DECOR[seed % DECOR.length];
      const svg = svgDocument(palette, decor, seed, draw(p, s || '#ffffff', opts, rng(seed + 1)));
      largest = Math.max(largest, svg.length);
      writeFileSync(join(productsDir, `${id}-${i + 1}.svg`), `${svg}\n`);
      files++;
    });
  }
  writeFileSync(join(OUT, 'placeholder.svg'), `${placeholderSvg()}\n`);
  writeFileSync(join(OUT, 'brands', 'shirtvskins.svg'), `${brandSvg()}\n`);
  console.log(`Wrote ${files} product images for ${Object.keys(ART).length} products (largest ${largest} bytes).`);
  console.log(`Files in ${productsDir}: ${readdirSync(productsDir).length}`);
}

main();
