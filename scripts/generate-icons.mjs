// Renders the app icons (src/web/public/icons) from one drawing: a football on the theme green #0b6e4f.
// Run after changing the drawing: `node scripts/generate-icons.mjs`; the PNGs are committed.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const GREEN = '#0b6e4f';
const OUT = path.resolve('src/web/public/icons');

const round = (n) => Math.round(n * 10) / 10;
const polar = (cx, cy, r, deg) => [
  cx + r * Math.cos((deg * Math.PI) / 180),
  cy + r * Math.sin((deg * Math.PI) / 180),
];
const pentagon = (cx, cy, r, turn) =>
  Array.from({ length: 5 }, (_, k) =>
    polar(cx, cy, r, turn - 90 + 72 * k)
      .map(round)
      .join(','),
  ).join(' ');

/** A football of radius `r` centred in a 512 square: a centre pentagon, seams, and five rim patches. */
function football(r) {
  const c = 256;
  const inner = r * 0.32;
  const parts = [`<circle cx="${c}" cy="${c}" r="${r}" fill="#fff"/>`];
  parts.push(`<polygon points="${pentagon(c, c, inner, 0)}" fill="#1c1917"/>`);
  const seams = [];
  const rim = [];
  for (let k = 0; k < 5; k++) {
    const angle = -90 + 72 * k;
    const [x1, y1] = polar(c, c, inner, angle);
    const [x2, y2] = polar(c, c, r * 0.62, angle);
    seams.push(`M${round(x1)},${round(y1)} L${round(x2)},${round(y2)}`);
    const [px, py] = polar(c, c, r * 0.98, angle);
    rim.push(`<polygon points="${pentagon(px, py, r * 0.3, 180 + 72 * k)}" fill="#1c1917"/>`);
    const [sx, sy] = polar(c, c, r * 0.62, angle);
    const [ex, ey] = polar(c, c, r * 0.62, angle + 72);
    const [mx, my] = polar(c, c, r * 0.8, angle + 36);
    seams.push(`M${round(sx)},${round(sy)} L${round(mx)},${round(my)} L${round(ex)},${round(ey)}`);
    const [ox, oy] = polar(c, c, r, angle + 36);
    seams.push(`M${round(mx)},${round(my)} L${round(ox)},${round(oy)}`);
  }
  parts.push(
    `<g clip-path="url(#ball)">${rim.join('')}<path d="${seams.join(' ')}" fill="none" stroke="#1c1917" stroke-width="${round(r * 0.045)}" stroke-linejoin="round"/></g>`,
  );
  parts.push(
    `<circle cx="${c}" cy="${c}" r="${r}" fill="none" stroke="#1c1917" stroke-width="${round(r * 0.05)}"/>`,
  );
  return {
    defs: `<clipPath id="ball"><circle cx="${c}" cy="${c}" r="${r}"/></clipPath>`,
    body: parts.join(''),
  };
}

function svg({ maskable }) {
  // Maskable icons are cropped to a circle of 80 % by launchers: full-bleed green, the ball well inside.
  const ball = football(maskable ? 150 : 178);
  const background = maskable
    ? `<rect width="512" height="512" fill="${GREEN}"/>`
    : `<rect width="512" height="512" rx="112" fill="${GREEN}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512"><title>Anpfiff</title><defs>${ball.defs}</defs>${background}${ball.body}</svg>\n`;
}

const icon = svg({ maskable: false });
const maskable = svg({ maskable: true });
writeFileSync(path.join(OUT, 'icon.svg'), icon);
await sharp(Buffer.from(icon)).resize(192, 192).png().toFile(path.join(OUT, 'icon-192.png'));
await sharp(Buffer.from(icon)).resize(512, 512).png().toFile(path.join(OUT, 'icon-512.png'));
await sharp(Buffer.from(maskable)).resize(512, 512).png().toFile(path.join(OUT, 'icon-maskable-512.png'));
// iOS ignores the manifest icons and wants an opaque 180 px apple-touch-icon.
await sharp(Buffer.from(maskable))
  .resize(180, 180)
  .flatten({ background: GREEN })
  .png()
  .toFile(path.join(OUT, 'apple-touch-icon.png'));
console.log(`Icons written to ${OUT}`);
