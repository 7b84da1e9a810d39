// Product pictures drawn locally as SVG: the demo must never reach the network,
// and a recognisable silhouette per category makes screenshots readable.
// The SVGs are built from fixed shapes plus escaped text and never contain script.

import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { findProduct } from './catalogue';
import type { Product } from './catalogue';
import { getCategory } from './categories';
import type { CategoryName } from './categories';
import { escapeHtml } from './html';

const WIDTH = 400;
const HEIGHT = 500; // 4:5, the ratio of the 100x125 cart thumbnails.
const NEUTRAL_FILL = '#8c7b6b';

/** The drawings, one per kind of product, in the 400x500 box; `f` is the product colour. */
type Draw = (f: string) => string;
const D = '#3a3a3a'; // dark accents (heels, legs, caps)
const L = '#ffffff'; // light accents (soles, highlights)
const G = '#c9a54a'; // gold hardware
const p = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const line = (d: string, stroke: string, w: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round"${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra}/>`;
const shade = ' fill-opacity="0.55"';
const hi = ' fill-opacity="0.35"';

const DRAWINGS = {
  // ---- clothing
  dress: (f) =>
    p('M178 100v34M222 100v34', 'none', ` stroke="${f}" stroke-width="6"`) +
    p('M168 132h64l-8 72q46 106 62 206H114q16-100 62-206z', f) +
    line('M176 204h48', L, 4, ' stroke-opacity="0.5"'),
  gown: (f) =>
    p('M182 92v30M218 92v30', 'none', ` stroke="${f}" stroke-width="6"`) +
    p('M170 120h60l-6 86q40 110 76 244H100q36-134 76-244z', f) +
    line('M176 206h48', L, 4, ' stroke-opacity="0.5"'),
  partyDress: (f) =>
    p('M172 130h56l-4 60q80 90 90 170H86q10-80 90-170z', f) +
    p('M172 130l-22 30 22 10M228 130l22 30-22 10', f) +
    line('M176 190h48', L, 5, ' stroke-opacity="0.6"'),
  skirt: (f) =>
    rect(150, 140, 100, 22, D) +
    p('M150 162h100l48 230H102z', f) +
    line('M175 170l-20 215M200 170v218M225 170l20 215', L, 2, ' stroke-opacity="0.35"'),
  trousers: (f) =>
    rect(138, 110, 124, 22, D) +
    p('M138 132h124l18 278h-66l-14-200-14 200h-66z', f) +
    line('M200 140v60', L, 2, ' stroke-opacity="0.4"'),
  shirt: (f) =>
    p('M162 118l38 24 38-24 72 42-26 64-34-16v216H150V208l-34 16-26-64z', f) +
    p('M162 118l38 24-22 26zM238 118l-38 24 22 26z', L, hi) +
    line('M200 146v270', D, 2, ' stroke-opacity="0.4"') +
    [180, 220, 260, 300, 340, 380].map((y) => circle(200, y, 3, D)).join(''),
  sweater: (f) =>
    p('M165 124q35 24 70 0l72 40 22 212h-44l-16-150v184H131V226l-16 150H71l22-212z', f) +
    p('M131 388h138v22H131z', f, shade) +
    p('M75 360h40v16H75zM285 360h40v16h-40z', f, shade),
  turtleneck: (f) => p('M172 88h56v40h-56z', f, shade) + again('sweater', f),
  cardigan: (f) =>
    again('sweater', f) +
    p('M165 124l35 70 35-70', 'none', ` stroke="${L}" stroke-opacity="0.5" stroke-width="4"`) +
    line('M200 194v216', L, 3, ' stroke-opacity="0.5"') +
    [230, 270, 310, 350].map((y) => circle(208, y, 4, L)).join(''),
  quarterZip: (f) => p('M170 96h60v36h-60z', f, shade) + again('sweater', f) + line('M200 96v110', G, 4),
  coat: (f) =>
    p('M160 108l-62 42 12 236h42v50h96v-50h42l12-236-62-42-40 66z', f) +
    p('M160 108l40 66-26 40zM240 108l-40 66 26 40z', L, hi) +
    line('M200 174v262', D, 2, ' stroke-opacity="0.35"'),
  wrapCoat: (f) =>
    again('coat', f) +
    rect(110, 262, 180, 16, f, ' stroke="#000" stroke-opacity="0.25"') +
    line('M210 278l-12 60M222 278l8 56', f, 8),
  jacket: (f) =>
    p('M160 115l-75 40 20 150 35-8v115h120V297l35 8 20-150-75-40-40 70z', f) +
    p('M160 115l40 70-22 34zM240 115l-40 70 22 34z', L, hi) +
    line('M200 185v227', D, 2, ' stroke-opacity="0.35"') +
    circle(208, 300, 5, D),
  bomber: (f) =>
    p('M158 118l-72 40 18 178h36v64h120v-64h36l18-178-72-40q-42 20-84 0z', f) +
    p('M140 386h120v28H140zM154 110h92v16h-92z', D) +
    line('M200 126v260', G, 4),
  suit: (f) => again('jacket', f) + p('M200 160l-10 18 10 80 10-80z', D) + circle(208, 330, 5, D),
  puffer: (f) =>
    p('M160 120l-70 40 22 210h40v40h96v-40h40l22-210-70-40q-40 18-80 0z', f) +
    [190, 240, 290, 340].map((y) => line(`M112 ${y}h176`, D, 3, ' stroke-opacity="0.3"')).join('') +
    line('M200 128v282', G, 3),
  romper: (f) =>
    p('M165 120h20q15 20 30 0h20l50 44-24 34-26-18v150q-10 40-45 40-35 0-45-40V180l-26 18-24-34z', f) +
    [210, 250, 290].map((y) => circle(200, y, 4, L)).join(''),
  // ---- shoes (side view, toe to the left)
  pump: (f) =>
    p('M300 300l16-6 4 12-10 6-6 112h-12l-2-110z', D) +
    p('M62 388q-8-26 22-32l70-12q54-12 92-52l40-36q30-22 48 8l-4 44q-70 64-146 84-40 10-104 8-14 0-18-12z', f) +
    p('M150 350q40-4 70-24', 'none', ` stroke="${L}" stroke-opacity="0.4" stroke-width="4"`),
  sandal: (f) =>
    p('M60 380q4-16 24-16h190q30-40 48-30l2 46-20 4-2 40h-12l-4-40H70q-12 0-10-4z', D) +
    line('M90 362q40-50 90-6M150 360q40-50 90-4M258 340q24-60 60-14', f, 12),
  flat: (f) =>
    p('M56 372q6-42 70-44l196-2q30 4 28 46v10H56z', f) +
    p('M56 382h294v10H56z', D) +
    p('M140 326q14-14 28 0-14 14-28 0zm28 0q14-14 28 0-14 14-28 0z', D),
  mule: (f) =>
    p('M56 380h262q12 0 12 10v8H56z', D) +
    p('M292 398h26l-4 36h-18z', D) +
    p('M62 380q0-74 96-76 70 0 92 76z', f) +
    p('M90 352q50-30 110-20', 'none', ` stroke="${L}" stroke-opacity="0.4" stroke-width="4"`),
  loafer: (f) =>
    p('M56 368q-2-70 84-70h110q80 0 92 54v20H56z', f) +
    p('M52 372h298v16H52z', D) +
    p('M128 304q50 26 96 0v18q-48 22-96 0z', D, ' fill-opacity="0.35"'),
  oxford: (f) =>
    again('loafer', f) +
    line('M150 308l50 22M160 300l50 22M170 292l50 22', L, 3, ' stroke-opacity="0.7"') +
    p('M56 368q4-40 40-52', 'none', ` stroke="${D}" stroke-width="3" stroke-opacity="0.4"`),
  sneaker: (f) =>
    p('M56 360q-4-80 96-80l90 20q80 10 104 54v10H56z', f) +
    p('M50 362h300v26q0 8-8 8H58q-8 0-8-8z', L, ' stroke="#000" stroke-opacity="0.2"') +
    line('M150 300l40 18M162 290l40 18M174 282l40 18', L, 3),
  kneeBoot: (f) =>
    p('M128 88h94v252q80 8 112 42v22H218l-12 26h-20V370h-58z', f) +
    p('M186 404h32l-8 36h-18z', D) +
    p('M126 404h96v10h-96z', D),
  ankleBoot: (f) =>
    p('M116 226h96v122q90 8 118 40v20H116z', f) +
    p('M112 408h222v14H112z', D) +
    p('M116 226h96v18h-96z', D, ' fill-opacity="0.4"'),
  // ---- bags
  handbag: (f) =>
    line('M150 200q0-80 50-80t50 80', f, 14) +
    `<rect x="100" y="195" width="200" height="180" rx="18" fill="${f}"/>` +
    rect(186, 240, 28, 16, G),
  shoulderBag: (f) =>
    line('M120 230q80-190 160 0', D, 5, ' stroke-dasharray="8 5"') +
    `<rect x="100" y="220" width="200" height="150" rx="14" fill="${f}"/>` +
    line(
      'M100 270l50-50M100 320l100-100M120 370l150-150M170 370l130-130M220 370l80-80M150 220l150 150M100 220l150 150M100 270l100 100M200 220l100 100',
      '#000',
      2,
      ' stroke-opacity="0.18"',
    ) +
    rect(186, 232, 28, 18, G),
  tote: (f) =>
    line('M150 200q0-90 30-90M250 200q0-90-30-90', D, 10) +
    p('M110 190h180l20 220H90z', f) +
    line('M100 230h200', D, 3, ' stroke-opacity="0.25"'),
  crossbody: (f) =>
    line('M130 250L200 90 270 250', G, 5, ' stroke-dasharray="10 6"') +
    `<rect x="120" y="245" width="160" height="120" rx="12" fill="${f}"/>` +
    p('M120 257q0-12 12-12h136q12 0 12 12v40q-80 36-160 0z', f, ' stroke="#000" stroke-opacity="0.2"') +
    circle(200, 300, 8, G),
  bucket: (f) =>
    line('M140 200q60-130 120 0', D, 6) +
    p('M130 190h140l20 210q-90 26-180 0z', f) +
    line('M130 214q70 20 140 0', D, 4) +
    line('M200 220v40', D, 3),
  clutch: (f) =>
    `<rect x="70" y="220" width="260" height="130" rx="14" fill="${f}"/>` +
    p('M70 232q0-12 12-12h236q12 0 12 12v20l-130 56-130-56z', f, ' stroke="#000" stroke-opacity="0.2"') +
    circle(200, 306, 9, G),
  // ---- jewellery and accessories
  ring: (f) =>
    `<ellipse cx="200" cy="300" rx="90" ry="86" fill="none" stroke="${f}" stroke-width="20"/>` +
    p('M200 170l34 36-34 38-34-38z', L, ' stroke="#9ab" stroke-width="4"') +
    p('M166 206h68M200 170l-12 36 12 38 12-38z', 'none', ' stroke="#9ab" stroke-width="2"') +
    p('M180 218l20 30 20-30', f),
  earrings: (f) =>
    [140, 260]
      .map(
        (x) =>
          line(`M${x} 140q-18 0-18 18`, f, 5) +
          circle(x, 168, 9, f) +
          line(`M${x} 177v60`, f, 4) +
          circle(x, 280, 30, '#f4efe6', ' stroke="#d9cfc0" stroke-width="3"') +
          circle(x - 8, 270, 8, L),
      )
      .join(''),
  cuff: (f) =>
    `<ellipse cx="200" cy="290" rx="120" ry="70" fill="none" stroke="${f}" stroke-width="44" stroke-dasharray="600 160" stroke-dashoffset="-60"/>` +
    `<ellipse cx="200" cy="290" rx="120" ry="70" fill="none" stroke="${L}" stroke-opacity="0.35" stroke-width="6" stroke-dasharray="600 160" stroke-dashoffset="-60"/>`,
  necklace: (f) =>
    line('M110 120q10 190 90 210 80-20 90-210', f, 7, ' stroke-dasharray="12 5"') +
    p('M200 328l18 26-18 34-18-34z', f) +
    circle(200, 358, 8, L, hi),
  silkScarf: (f) =>
    `<rect x="110" y="160" width="180" height="180" fill="${f}" transform="rotate(45 200 250)"/>` +
    `<rect x="140" y="190" width="120" height="120" fill="none" stroke="${L}" stroke-width="6" stroke-opacity="0.7" transform="rotate(45 200 250)"/>` +
    circle(200, 250, 26, L, ' fill-opacity="0.55"'),
  scarf: (f) =>
    p('M130 110h140v50q-50 30-50 80l24 150h-56l-18-140-18 140h-56l24-150q0-50-50-80z', f) +
    line('M114 396v30M126 396v30M138 396v30M150 396v30M222 396v30M234 396v30M246 396v30M258 396v30', f, 4) +
    line('M130 140h140', '#000', 2, ' stroke-opacity="0.18"'),
  belt: (f) =>
    `<ellipse cx="200" cy="280" rx="110" ry="90" fill="none" stroke="${f}" stroke-width="34"/>` +
    `<rect x="270" y="248" width="46" height="64" rx="6" fill="none" stroke="${G}" stroke-width="8"/>` +
    line('M293 256v48', G, 5),
  sunglasses: (f) =>
    p(
      'M76 250q0-20 20-20h80q14 0 14 16 0 50-58 56-56-2-56-52zM210 246q0-16 14-16h80q20 0 20 20 0 50-56 52-58-6-58-56z',
      D,
    ) +
    line('M190 250q10-14 20 0M76 238l-26-8M324 238l26-8', f, 8) +
    p('M100 244q20-6 40 0', 'none', ` stroke="${L}" stroke-opacity="0.5" stroke-width="5"`),
  watch: (f) =>
    rect(168, 100, 64, 300, D, ' rx="16"') +
    circle(200, 250, 66, f) +
    circle(200, 250, 52, '#fbfaf7') +
    line('M200 250v-36M200 250l26 14', D, 5) +
    rect(266, 242, 12, 16, f),
  cufflinks: (f) =>
    [140, 260]
      .map(
        (x) =>
          circle(x, 250, 42, f) +
          circle(x, 250, 30, L, hi) +
          line(`M${x} 292v40`, f, 8) +
          `<rect x="${x - 26}" y="332" width="52" height="14" rx="7" fill="${f}"/>`,
      )
      .join(''),
  // ---- beauty
  perfume: (f) =>
    rect(178, 120, 44, 56, D, ' rx="4"') +
    rect(190, 170, 20, 18, G) +
    `<rect x="122" y="186" width="156" height="200" rx="20" fill="${f}" fill-opacity="0.85"/>` +
    rect(148, 250, 104, 60, L, ' fill-opacity="0.7"'),
  jar: (f) =>
    `<rect x="108" y="220" width="184" height="46" rx="10" fill="${D}"/>` +
    `<rect x="116" y="262" width="168" height="120" rx="26" fill="${f}" fill-opacity="0.9"/>` +
    rect(150, 300, 100, 40, L, ' fill-opacity="0.7"'),
  dropper: (f) =>
    `<rect x="186" y="100" width="28" height="60" rx="14" fill="${D}"/>` +
    rect(176, 156, 48, 40, G) +
    `<rect x="146" y="196" width="108" height="190" rx="16" fill="${f}" fill-opacity="0.85"/>` +
    rect(162, 260, 76, 60, L, ' fill-opacity="0.7"'),
  lipstick: (f) =>
    p('M176 130q0-30 24-40 24 10 24 40v70h-48z', f) +
    rect(166, 196, 68, 60, G) +
    `<rect x="160" y="252" width="80" height="150" rx="6" fill="${D}"/>`,
  lotion: (f) =>
    p('M196 92h60v16h-44v30h-16z', D) +
    rect(180, 136, 40, 40, D) +
    `<rect x="136" y="176" width="128" height="220" rx="30" fill="${f}" fill-opacity="0.85"/>` +
    rect(160, 250, 80, 70, L, ' fill-opacity="0.7"'),
  // ---- kids, home, gifts
  blanket: (f) =>
    `<rect x="90" y="300" width="220" height="70" rx="14" fill="${f}"/>` +
    `<rect x="100" y="238" width="200" height="66" rx="14" fill="${f}" fill-opacity="0.8"/>` +
    `<rect x="110" y="180" width="180" height="62" rx="14" fill="${f}" fill-opacity="0.65"/>` +
    line(
      'M96 372v16M112 372v16M128 372v16M144 372v16M160 372v16M176 372v16M192 372v16M208 372v16M224 372v16M240 372v16M256 372v16M272 372v16M288 372v16M304 372v16',
      f,
      3,
    ),
  teddy: (f) =>
    circle(150, 150, 26, f) +
    circle(250, 150, 26, f) +
    circle(200, 190, 66, f) +
    ellipse(200, 330, 90, 100, f) +
    ellipse(200, 212, 26, 20, L, hi) +
    circle(176, 178, 7, D) +
    circle(224, 178, 7, D) +
    circle(200, 206, 8, D) +
    circle(112, 290, 30, f) +
    circle(288, 290, 30, f) +
    circle(140, 418, 34, f) +
    circle(260, 418, 34, f),
  candle: (f) =>
    p('M200 150q-18 30 0 52 18-22 0-52z', '#e8a33c') +
    line('M200 200v22', D, 3) +
    `<rect x="130" y="220" width="140" height="170" rx="12" fill="${f}" fill-opacity="0.9"/>` +
    rect(150, 280, 100, 50, L, ' fill-opacity="0.7"') +
    line('M130 232h140', '#000', 2, ' stroke-opacity="0.2"'),
  tapers: (f) =>
    [150, 200, 250]
      .map(
        (x, i) =>
          p(`M${x} ${120 + i * 10}q-12 20 0 36 12-16 0-36z`, '#e8a33c') +
          rect(x - 10, 160 + i * 10, 20, 210 - i * 10, f) +
          rect(x - 24, 370, 48, 20, G),
      )
      .join(''),
  vase: (f) =>
    p('M170 130h60v40q60 40 60 120t-60 100h-60q-60-20-60-100t60-120z', f) +
    p('M160 250q-6 60 20 90', 'none', ` stroke="${L}" stroke-opacity="0.5" stroke-width="6"`),
  crystalVase: (f) =>
    p(
      'M150 120h100l-20 60q40 60 30 200H140q-10-140 30-200z',
      f,
      ' fill-opacity="0.45" stroke="#8aa" stroke-width="4"',
    ) + line('M160 200l20 170M200 190v180M240 200l-20 170', L, 4, ' stroke-opacity="0.8"'),
  board: (f) =>
    `<rect x="110" y="160" width="180" height="240" rx="18" fill="${f}"/>` +
    `<rect x="176" y="100" width="48" height="70" rx="14" fill="${f}"/>` +
    circle(200, 124, 10, '#f4efe6') +
    p('M140 220q40 30 80 0t60 40', 'none', ' stroke="#8c8c8c" stroke-opacity="0.45" stroke-width="4"'),
  napkins: (f) =>
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="${96 + i * 8}" y="${340 - i * 44}" width="${208 - i * 16}" height="40" rx="4" fill="${f}" fill-opacity="${1 - i * 0.12}" stroke="#000" stroke-opacity="0.15"/>`,
      )
      .join('') + line('M120 220h160', L, 3, ' stroke-dasharray="6 6" stroke-opacity="0.8"'),
  truffles: (f) =>
    `<rect x="80" y="170" width="240" height="200" rx="10" fill="#5a3e2b"/>` +
    [0, 1, 2]
      .map((r) =>
        [0, 1, 2]
          .map((c) => circle(130 + c * 70, 215 + r * 60, 24, ['#3b2417', '#7a4a2a', '#c49a6c'][(r + c) % 3]!))
          .join(''),
      )
      .join('') +
    rect(80, 380, 240, 12, f),
  champagne: (f) =>
    rect(150, 100, 30, 70, '#2f4a36') +
    p('M138 170h54q20 30 20 70v150H118V240q0-40 20-70z', '#2f4a36') +
    rect(118, 260, 94, 60, G) +
    `<rect x="230" y="300" width="90" height="90" rx="10" fill="${f}"/>` +
    rect(230, 300, 90, 18, D),
  bouquet: (f) =>
    line('M200 420l-40-160M200 420l0-170M200 420l40-160M200 420l-70-140M200 420l70-140', '#2f4a36', 6) +
    [
      [160, 230],
      [200, 210],
      [240, 230],
      [130, 270],
      [270, 270],
      [180, 170],
      [225, 175],
    ]
      .map(([x, y]) => circle(x!, y!, 34, '#c0304a') + circle(x!, y!, 16, '#8e1f35'))
      .join('') +
    p('M150 330h100l-30 70h-40z', f),
  hamper: (f) =>
    line('M120 230q80-140 160 0', '#8a5a2b', 10) +
    p('M90 230h220l-24 170H114z', '#b9875a') +
    line('M100 270h200M106 310h188M112 350h176', '#8a5a2b', 4) +
    circle(160, 215, 26, '#c0304a') +
    rect(200, 170, 36, 70, '#2f4a36') +
    p('M300 230l-40-40', 'none', ` stroke="${f}" stroke-width="10"`),
  jewelryCase: (f) =>
    `<rect x="90" y="200" width="220" height="170" rx="14" fill="${f}"/>` +
    p('M90 230q0-30 30-30h160q30 0 30 30v30H90z', f, ' stroke="#000" stroke-opacity="0.25"') +
    rect(186, 250, 28, 24, G) +
    line('M110 340h180', L, 3, ' stroke-opacity="0.4"'),
  photoFrame: (f) =>
    `<rect x="100" y="140" width="200" height="250" rx="6" fill="${f}"/>` +
    rect(126, 168, 148, 194, '#e9e1d8') +
    p('M126 362l50-70 40 40 30-30 28 60z', '#9caf92') +
    circle(236, 214, 16, '#e8c76a'),
  // ---- tabletop
  plate: (f) =>
    circle(200, 260, 125, '#fbfaf7', ` stroke="${f}" stroke-width="10"`) +
    circle(200, 260, 80, 'none', ` stroke="${f}" stroke-width="4"`),
  paintedPlate: (f) =>
    circle(200, 260, 125, '#fbfaf7', ` stroke="${f}" stroke-width="10"`) +
    [0, 60, 120, 180, 240, 300]
      .map((a) => `<ellipse cx="200" cy="170" rx="14" ry="28" fill="${f}" transform="rotate(${a} 200 260)"/>`)
      .join('') +
    circle(200, 260, 20, f),
  placeSetting: (f) =>
    circle(200, 260, 110, '#fbfaf7', ` stroke="${f}" stroke-width="8"`) +
    circle(200, 260, 64, '#fbfaf7', ` stroke="${f}" stroke-width="4"`) +
    line('M58 160v200M46 160v50q12 20 24 0v-50', '#9a9a9a', 6) +
    p('M342 160q-16 60 0 110v90', 'none', ' stroke="#9a9a9a" stroke-width="10"'),
  wineGlasses: (f) =>
    [150, 250]
      .map(
        (x) =>
          p(`M${x - 42} 130h84q4 90-42 110-46-20-42-110z`, '#eef2f3', ' stroke="#8aa" stroke-width="4"') +
          p(`M${x - 38} 180h76q-6 50-38 58-32-8-38-58z`, f, ' fill-opacity="0.85"') +
          line(`M${x} 240v120M${x - 36} 366h72`, '#8aa', 6),
      )
      .join(''),
  flatware: (f) =>
    line('M140 120v280M124 120v60q16 26 32 0v-60M132 120v50M148 120v50', '#a8acb2', 8) +
    p('M200 120q-22 40 0 140v140', 'none', ' stroke="#a8acb2" stroke-width="12"') +
    ellipse(260, 170, 22, 50, '#a8acb2') +
    line('M260 220v180', '#a8acb2', 10) +
    rect(110, 400, 180, 10, f),
  tablecloth: (f) =>
    p('M80 200h240l30 120H50z', f) +
    p('M50 320h300l-10 60H60z', f, shade) +
    line('M90 350h220', L, 3, ' stroke-dasharray="4 6"') +
    rect(110, 380, 14, 50, D) +
    rect(276, 380, 14, 50, D),
  // ---- bedding
  sheets: (f) =>
    [0, 1, 2]
      .map(
        (i) =>
          `<rect x="${100 + i * 6}" y="${330 - i * 58}" width="${200 - i * 12}" height="54" rx="6" fill="${f}" fill-opacity="${1 - i * 0.15}" stroke="#000" stroke-opacity="0.15"/>`,
      )
      .join('') +
    rect(106, 376, 188, 6, L, ' fill-opacity="0.6"') +
    `<rect x="170" y="200" width="60" height="200" fill="${L}" fill-opacity="0.6"/>`,
  duvet: (f) =>
    `<rect x="60" y="200" width="280" height="200" rx="24" fill="${f}"/>` +
    `<rect x="86" y="160" width="100" height="60" rx="20" fill="${f}" fill-opacity="0.7"/>` +
    `<rect x="214" y="160" width="100" height="60" rx="20" fill="${f}" fill-opacity="0.7"/>` +
    line('M60 250h280', L, 4, ' stroke-opacity="0.5"'),
  pillow: (f) =>
    p('M90 190q110-30 220 0 26 70 0 140-110 30-220 0-26-70 0-140z', f) +
    p('M110 210q90-20 180 0', 'none', ` stroke="${L}" stroke-opacity="0.5" stroke-width="5"`),
  quilt: (f) =>
    `<rect x="80" y="160" width="240" height="240" rx="10" fill="${f}"/>` +
    line(
      'M80 220h240M80 280h240M80 340h240M140 160v240M200 160v240M260 160v240',
      L,
      3,
      ' stroke-dasharray="6 6" stroke-opacity="0.8"',
    ),
  // ---- decor and furniture
  lamp: (f) =>
    p('M150 140h100l40 110H110z', f) +
    rect(192, 250, 16, 110, G) +
    `<rect x="150" y="360" width="100" height="18" rx="6" fill="${D}"/>`,
  print: (f) =>
    `<rect x="100" y="120" width="200" height="270" fill="#3a3a3a"/>` +
    rect(116, 136, 168, 238, '#fbfaf7') +
    line('M200 340v-170', '#2f4a36', 4) +
    [
      [-1, 200],
      [1, 230],
      [-1, 260],
      [1, 290],
    ]
      .map(
        ([s, y]) =>
          `<ellipse cx="${200 + s! * 26}" cy="${y}" rx="26" ry="11" fill="${f}" transform="rotate(${s! * -30} ${200 + s! * 26} ${y})"/>`,
      )
      .join(''),
  bookends: (f) =>
    p('M80 400V230h60v130h30v40z', f) +
    p('M320 400V230h-60v130h-30v40z', f) +
    [0, 1, 2, 3]
      .map((i) =>
        rect(172 + i * 16, 270 + (i % 2) * 12, 14, 90 - (i % 2) * 12, ['#6d1f2f', '#1f2a44', '#2f4a36', '#b9875a'][i]!),
      )
      .join(''),
  armchair: (f) =>
    `<rect x="120" y="150" width="160" height="140" rx="14" fill="${f}"/>` +
    `<rect x="100" y="280" width="200" height="50" rx="12" fill="${f}"/>` +
    `<rect x="86" y="220" width="40" height="110" rx="14" fill="${f}" fill-opacity="0.85"/>` +
    `<rect x="274" y="220" width="40" height="110" rx="14" fill="${f}" fill-opacity="0.85"/>` +
    rect(115, 330, 14, 60, D) +
    rect(271, 330, 14, 60, D),
  loungeChair: (f) =>
    p('M110 180q90-60 180 0l-20 140H130z', f) +
    line('M120 330h160', f, 18) +
    line('M140 330l-20 70M260 330l20 70', '#8a5a2b', 8) +
    line('M130 190l10 120M170 168v150M230 168v150M270 190l-10 120', '#000', 2, ' stroke-opacity="0.2"'),
  sideTable: (f) =>
    ellipse(200, 200, 110, 26, f) +
    rect(90, 200, 220, 16, f, shade) +
    line('M120 214l-10 190M280 214l10 190M160 216l-4 180M240 216l4 180', D, 8),
  coffeeTable: (f) =>
    `<rect x="50" y="270" width="300" height="30" rx="14" fill="${f}"/>` +
    p('M80 300l-10 100M320 300l10 100', 'none', ` stroke="${D}" stroke-width="10"`) +
    p('M90 282q60-10 100 4t110-4', 'none', ' stroke="#8c8c8c" stroke-opacity="0.4" stroke-width="3"'),
  bench: (f) =>
    `<rect x="60" y="260" width="280" height="56" rx="18" fill="${f}"/>` +
    line('M110 268v40M160 268v40M210 268v40M260 268v40', '#000', 2, ' stroke-opacity="0.15"') +
    rect(80, 316, 14, 80, D) +
    rect(306, 316, 14, 80, D),
  gift: (f) =>
    `<rect x="110" y="210" width="180" height="170" fill="${f}"/>` +
    rect(190, 210, 20, 170, '#f5f0e6') +
    rect(110, 250, 180, 18, '#f5f0e6') +
    p('M200 210q-60-70-70-20 10 20 70 20q60-70 70-20-10 20-70 20', 'none', ' stroke="#f5f0e6" stroke-width="10"'),
} satisfies Record<string, Draw>;
/** One drawing built on another (a turtleneck is a sweater with a collar). */
function again(name: string, f: string): string {
  return (DRAWINGS as Record<string, Draw>)[name]?.(f) ?? '';
}

export type DrawingName = keyof typeof DRAWINGS;

/**
 * What a product is, read from its name (the catalogue's item nouns, with or
 * without a modifier such as "Belted" or "Mini"): first match wins, so the
 * order matters ("Oxford Shirt" is a shirt before "Oxfords" are shoes,
 * "Earrings" are not a ring, "Cufflinks" are not a cuff).
 */
const DRAWING_RULES: ReadonlyArray<[RegExp, DrawingName]> = [
  [/\bgown\b/, 'gown'],
  [/party dress/, 'partyDress'],
  [/\bdress\b/, 'dress'],
  [/\bskirt\b/, 'skirt'],
  [/trousers|pants/, 'trousers'],
  [/\bshirt\b/, 'shirt'],
  [/turtleneck/, 'turtleneck'],
  [/quarter-zip/, 'quarterZip'],
  [/cardigan/, 'cardigan'],
  [/sweater/, 'sweater'],
  [/wrap coat/, 'wrapCoat'],
  [/coat\b/, 'coat'],
  [/bomber/, 'bomber'],
  [/puffer/, 'puffer'],
  [/\bsuit\b/, 'suit'],
  [/jacket|blazer/, 'jacket'],
  [/romper/, 'romper'],
  [/pumps?\b/, 'pump'],
  [/sandals?\b/, 'sandal'],
  [/\bflats?\b/, 'flat'],
  [/\bmules?\b/, 'mule'],
  [/loafers?\b/, 'loafer'],
  [/oxfords?\b/, 'oxford'],
  [/sneakers?\b/, 'sneaker'],
  [/knee boots?/, 'kneeBoot'],
  [/boots?\b/, 'ankleBoot'],
  [/clutch/, 'clutch'],
  [/\btote\b/, 'tote'],
  [/crossbody/, 'crossbody'],
  [/bucket bag/, 'bucket'],
  [/shoulder bag/, 'shoulderBag'],
  [/\bbag\b/, 'handbag'],
  [/earrings?/, 'earrings'],
  [/\brings?\b/, 'ring'],
  [/cufflinks?/, 'cufflinks'],
  [/\bcuff\b|bracelet/, 'cuff'],
  [/necklace|pendant/, 'necklace'],
  [/twill scarf|silk scarf/, 'silkScarf'],
  [/scarf|stole|wrap\b/, 'scarf'],
  [/\bbelt\b/, 'belt'],
  [/sunglasses/, 'sunglasses'],
  [/\bwatch\b/, 'watch'],
  [/parfum|cologne|toilette|fragrance/, 'perfume'],
  [/cream|balm/, 'jar'],
  [/serum|\boil\b/, 'dropper'],
  [/lipstick/, 'lipstick'],
  [/lotion/, 'lotion'],
  [/blanket|\bthrow\b/, 'blanket'],
  [/teddy/, 'teddy'],
  [/taper/, 'tapers'],
  [/candle/, 'candle'],
  [/crystal vase/, 'crystalVase'],
  [/\bvase\b/, 'vase'],
  [/serving board|cheese board/, 'board'],
  [/napkins?/, 'napkins'],
  [/truffle|chocolate/, 'truffles'],
  [/champagne/, 'champagne'],
  [/bouquet|roses?\b/, 'bouquet'],
  [/hamper|basket/, 'hamper'],
  [/jewelry case/, 'jewelryCase'],
  [/photo frame/, 'photoFrame'],
  [/place setting/, 'placeSetting'],
  [/glass(es)?\b/, 'wineGlasses'],
  [/plates?\b/, 'paintedPlate'],
  [/flatware|cutlery/, 'flatware'],
  [/tablecloth/, 'tablecloth'],
  [/sheet set|\bsheets?\b/, 'sheets'],
  [/duvet/, 'duvet'],
  [/pillow/, 'pillow'],
  [/coverlet|\bquilt\b/, 'quilt'],
  [/\blamp\b/, 'lamp'],
  [/\bprint\b/, 'print'],
  [/bookends?/, 'bookends'],
  [/lounge chair/, 'loungeChair'],
  [/chair/, 'armchair'],
  [/side table/, 'sideTable'],
  [/coffee table/, 'coffeeTable'],
  [/bench/, 'bench'],
];

/** When a name says nothing the rules know: one drawing per category. */
const CATEGORY_DRAWINGS: Record<CategoryName, DrawingName> = {
  Clothing: 'dress',
  Shoes: 'pump',
  Handbags: 'handbag',
  'Jewelry & Accessories': 'ring',
  Beauty: 'perfume',
  Kids: 'romper',
  Home: 'vase',
  Gifts: 'gift',
  Tabletop: 'plate',
  Bedding: 'duvet',
  Decor: 'lamp',
  Furniture: 'armchair',
};

/** The drawing for a product: from its type in its name, else its category (menswear clothing as a jacket). */
export function drawingFor(product: Pick<Product, 'displayName' | 'category' | 'gender'>): DrawingName {
  const name = product.displayName.toLowerCase();
  const rule = DRAWING_RULES.find(([pattern]) => pattern.test(name));
  if (rule) return rule[1];
  return product.category === 'Clothing' && product.gender === 'M' ? 'jacket' : CATEGORY_DRAWINGS[product.category];
}

/** "Hartwell & Finch" -> "HF", "Maison Orlévie" -> "MO". */
function designerInitials(designerName: string): string {
  return designerName
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** The rendered size: `wid` (the responsive-image width) at 4:5, else the drawing's own 400x500. */
export interface ImageSize {
  width: number;
  height: number;
}

const MAX_IMAGE_WIDTH = 2000;

/**
 * The image URL rule (minicart.md §9, responsive widths 420/600/790 at 1x, 1.5x,
 * 2x): `?wid=` is a whole number of pixels from 1 to 2000; anything else
 * (missing, 0, negative, fractional, text, too large, repeated) is ignored.
 */
export function imageSizeFor(wid: unknown): ImageSize {
  const width = typeof wid === 'string' && /^[1-9]\d{0,3}$/.test(wid) ? Number(wid) : NaN;
  if (!(width >= 1 && width <= MAX_IMAGE_WIDTH)) return { width: WIDTH, height: HEIGHT };
  return { width, height: Math.round((width * HEIGHT) / WIDTH) };
}

function svgDocument(body: string, label: string, size: ImageSize = { width: WIDTH, height: HEIGHT }): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${size.width}" height="${size.height}" role="img" aria-label="${escapeHtml(label)}">` +
    `<title>${escapeHtml(label)}</title>${body}</svg>\n`
  );
}

/** The outline's opacity is for filled shapes only: a chain, a strap or a band keeps its own stroke at full strength. */
function ownStrokesOpaque(svg: string): string {
  return svg.replace(/<[^>]+>/g, (tag) =>
    /\sstroke="/.test(tag) && !tag.includes('stroke-opacity=')
      ? tag.replace(/\/?>$/, (end) => ` stroke-opacity="1"${end}`)
      : tag,
  );
}

export function renderProductImage(product: Product, size?: ImageSize): string {
  const tint = getCategory(product.category).tint;
  const fill = product.colours[0]?.hex ?? NEUTRAL_FILL;
  const initials = designerInitials(product.designerName);
  const body =
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${tint}"/>` +
    // A faint outline, so ivory and white goods still read on the light tints.
    `<g stroke="#000000" stroke-opacity="0.16" stroke-width="2" stroke-linejoin="round">${ownStrokesOpaque(DRAWINGS[drawingFor(product)](fill))}</g>` +
    `<circle cx="200" cy="445" r="30" fill="#ffffff" fill-opacity="0.75"/>` +
    `<text x="200" y="455" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="26" fill="#3a3a3a">${escapeHtml(initials)}</text>`;
  return svgDocument(body, `${product.designerName} ${product.displayName}`, size);
}

function renderNoImage(size?: ImageSize): string {
  const body =
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#eeeeee"/>` +
    `<rect x="130" y="170" width="140" height="110" rx="8" fill="none" stroke="#b5b5b5" stroke-width="8"/>` +
    `<path d="M142 268l40-45 30 30 20-20 26 35z" fill="#b5b5b5"/><circle cx="240" cy="200" r="12" fill="#b5b5b5"/>` +
    `<text x="200" y="330" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="22" fill="#8a8a8a">No image available</text>`;
  return svgDocument(body, 'No image available', size);
}

/** A day: the art never changes for a product id and width, and each width is its own URL. */
const IMAGE_CACHE_CONTROL = 'public, max-age=86400';

function sendSvg(reply: FastifyReply, svg: string): FastifyReply {
  return (
    reply
      .type('image/svg+xml')
      .header('cache-control', IMAGE_CACHE_CONTROL)
      .header('x-content-type-options', 'nosniff')
      // Opened on its own, an SVG is a document; make sure it can never run anything.
      .header('content-security-policy', "default-src 'none'")
      .send(svg)
  );
}

/** GET /img/products/{productId}.svg[?wid=] and GET /img/no-image.svg[?wid=] */
export const imageRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string }; Querystring: { wid?: unknown } }>(
    '/img/products/:file',
    async (request, reply) => {
      const id = /^(prod\d+)\.svg$/.exec(request.params.file)?.[1];
      const product = id === undefined ? undefined : findProduct(id);
      // A real 404 (not the placeholder) so widgets can exercise their broken-image fallback; never cached.
      if (!product)
        return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
      return sendSvg(reply, renderProductImage(product, imageSizeFor(request.query.wid)));
    },
  );

  app.get<{ Querystring: { wid?: unknown } }>('/img/no-image.svg', async (request, reply) =>
    sendSvg(reply, renderNoImage(imageSizeFor(request.query.wid))),
  );
};
