/**
 * The demo albums' pictures as SVG scenes (rendered to JPEG by `npm run media:albums -w @probation/dept-api`):
 * each theme draws a whole 1600 × 1067 "world" (a seminar hall, a tree planting, ...) from simple shapes
 * (people as silhouettes), and a shot shows the whole of it or a crop of it, so the same scene gives wide and
 * close, landscape and portrait pictures. Everything follows from a seeded random generator.
 */
import { seededRandom, type Random } from '../random.ts';

export const WORLD = { width: 1600, height: 1067 } as const;

export const THEME_IDS = [
  'seminar',
  'meeting',
  'ceremony',
  'tree-planting',
  'community-service',
  'career-training',
  'group-photo',
  'volunteer-fair',
] as const;
export type ThemeId = (typeof THEME_IDS)[number];

/** The part of the world a shot shows, and the size of the picture made from it. */
export interface Crop {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Scene {
  /** SVG elements in world coordinates. */
  body: string;
  /** How many people the whole scene shows (alt texts of wide shots name it). */
  people: number;
}

const SHIRTS = ['#f4f1ea', '#dfe7ef', '#2f4f75', '#7a8fa6', '#e8d9b5', '#9c3d3d', '#3d6b4f', '#c97b2a'];
const SKIN = ['#8d5a3b', '#a86b45', '#c58c5c', '#6f452c', '#b57a52'];
const HAIR = ['#1d1a18', '#2b2420', '#3a302a', '#4a4a4a', '#15120f'];

function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${fill}"${extra}/>`;
}

/** A person seen from behind, seated: head and shoulders (the audience of a hall). */
function seatedFromBehind(random: Random, x: number, y: number, size: number): string {
  const shirt = random.pick(SHIRTS);
  const hair = random.pick(HAIR);
  const w = size * 1.5;
  return [
    `<path d="M${x - w / 2} ${y + size * 2.2} Q${x - w / 2} ${y + size * 0.9} ${x} ${y + size * 0.9} Q${x + w / 2} ${y + size * 0.9} ${x + w / 2} ${y + size * 2.2} Z" fill="${shirt}"/>`,
    `<circle cx="${x}" cy="${y + size * 0.35}" r="${size * 0.5}" fill="${hair}"/>`,
  ].join('');
}

/** A standing person seen from the front: head, body, arms and legs; `tool` adds a broom, a shovel or a flag. */
function standing(
  random: Random,
  x: number,
  y: number,
  height: number,
  options: { shirt?: string; vest?: string; tool?: 'broom' | 'shovel' | 'none'; armUp?: boolean } = {},
): string {
  const shirt = options.shirt ?? random.pick(SHIRTS);
  const skin = random.pick(SKIN);
  const hair = random.pick(HAIR);
  const trousers = random.pick(['#1f2a38', '#2d2d2d', '#3b3f4a', '#4b3a2a']);
  const head = height * 0.12;
  const shoulder = height * 0.26;
  const top = y - height;
  const parts = [
    // legs
    rect(x - shoulder * 0.38, y - height * 0.45, shoulder * 0.32, height * 0.45, trousers),
    rect(x + shoulder * 0.06, y - height * 0.45, shoulder * 0.32, height * 0.45, trousers),
    // body
    `<path d="M${x - shoulder / 2} ${top + head * 2.1} Q${x} ${top + head * 1.7} ${x + shoulder / 2} ${top + head * 2.1} L${x + shoulder * 0.42} ${y - height * 0.42} L${x - shoulder * 0.42} ${y - height * 0.42} Z" fill="${shirt}"/>`,
  ];
  if (options.vest) {
    parts.push(
      `<path d="M${x - shoulder * 0.42} ${top + head * 2.3} L${x - shoulder * 0.1} ${top + head * 2.3} L${x - shoulder * 0.1} ${y - height * 0.43} L${x - shoulder * 0.4} ${y - height * 0.43} Z M${x + shoulder * 0.1} ${top + head * 2.3} L${x + shoulder * 0.42} ${top + head * 2.3} L${x + shoulder * 0.4} ${y - height * 0.43} L${x + shoulder * 0.1} ${y - height * 0.43} Z" fill="${options.vest}"/>`,
    );
  }
  // arms
  const armTop = top + head * 2.2;
  parts.push(
    `<path d="M${x - shoulder / 2} ${armTop} L${x - shoulder * 0.62} ${y - height * 0.48}" stroke="${shirt}" stroke-width="${shoulder * 0.2}" stroke-linecap="round"/>`,
    options.armUp
      ? `<path d="M${x + shoulder / 2} ${armTop} L${x + shoulder * 0.75} ${top + head * 0.4}" stroke="${shirt}" stroke-width="${shoulder * 0.2}" stroke-linecap="round"/>`
      : `<path d="M${x + shoulder / 2} ${armTop} L${x + shoulder * 0.62} ${y - height * 0.48}" stroke="${shirt}" stroke-width="${shoulder * 0.2}" stroke-linecap="round"/>`,
  );
  // head and hair
  parts.push(
    `<circle cx="${x}" cy="${top + head}" r="${head}" fill="${skin}"/>`,
    `<path d="M${x - head} ${top + head * 0.9} A${head} ${head} 0 0 1 ${x + head} ${top + head * 0.9} Z" fill="${hair}"/>`,
  );
  if (options.tool === 'broom') {
    parts.push(
      `<path d="M${x + shoulder * 0.62} ${y - height * 0.55} L${x + shoulder * 1.2} ${y - 4}" stroke="#8b6b3d" stroke-width="${height * 0.02}"/>`,
      `<path d="M${x + shoulder * 1.05} ${y - 2} L${x + shoulder * 1.45} ${y - 2} L${x + shoulder * 1.3} ${y - height * 0.08} Z" fill="#c9a45a"/>`,
    );
  } else if (options.tool === 'shovel') {
    parts.push(
      `<path d="M${x + shoulder * 0.62} ${y - height * 0.6} L${x + shoulder * 0.9} ${y - height * 0.05}" stroke="#6b4f2d" stroke-width="${height * 0.02}"/>`,
      `<path d="M${x + shoulder * 0.78} ${y - height * 0.08} L${x + shoulder * 1.05} ${y - height * 0.08} L${x + shoulder * 0.95} ${y + 2} L${x + shoulder * 0.86} ${y + 2} Z" fill="#8d949c"/>`,
    );
  }
  return parts.join('');
}

/** A person seated at a table, seen from the side of the table: head, shoulders and arms on the table. */
function seatedAtTable(random: Random, x: number, tableY: number, size: number): string {
  const shirt = random.pick(SHIRTS);
  const skin = random.pick(SKIN);
  const hair = random.pick(HAIR);
  return [
    `<path d="M${x - size * 0.75} ${tableY} Q${x - size * 0.75} ${tableY - size * 1.3} ${x} ${tableY - size * 1.35} Q${x + size * 0.75} ${tableY - size * 1.3} ${x + size * 0.75} ${tableY} Z" fill="${shirt}"/>`,
    `<circle cx="${x}" cy="${tableY - size * 1.75}" r="${size * 0.42}" fill="${skin}"/>`,
    `<path d="M${x - size * 0.42} ${tableY - size * 1.8} A${size * 0.42} ${size * 0.42} 0 0 1 ${x + size * 0.42} ${tableY - size * 1.8} Z" fill="${hair}"/>`,
  ].join('');
}

function sky(top: string, bottom: string): string {
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>${rect(0, 0, WORLD.width, WORLD.height, 'url(#sky)')}`;
}

function wall(colour: string, floor: string, floorY: number): string {
  return [
    `<defs><linearGradient id="wall" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${colour}" stop-opacity="0.85"/><stop offset="0.5" stop-color="${colour}"/><stop offset="1" stop-color="${colour}" stop-opacity="0.8"/></linearGradient></defs>`,
    rect(0, 0, WORLD.width, WORLD.height, '#2a2a2a'),
    rect(0, 0, WORLD.width, floorY, 'url(#wall)'),
    rect(0, floorY, WORLD.width, WORLD.height - floorY, floor),
  ].join('');
}

function thaiFlag(x: number, y: number, w: number): string {
  const h = w * 0.66;
  const s = h / 6;
  return [
    `<path d="M${x} ${y} V${y + h * 3}" stroke="#9a9a9a" stroke-width="${w * 0.04}"/>`,
    rect(x, y, w, s, '#a51931'),
    rect(x, y + s, w, s, '#f4f5f8'),
    rect(x, y + 2 * s, w, 2 * s, '#2d2a4a'),
    rect(x, y + 4 * s, w, s, '#f4f5f8'),
    rect(x, y + 5 * s, w, s, '#a51931'),
  ].join('');
}

function tree(x: number, ground: number, size: number, leaf: string): string {
  return [
    rect(x - size * 0.08, ground - size * 1.1, size * 0.16, size * 1.1, '#6b4a2b'),
    `<circle cx="${x}" cy="${ground - size * 1.35}" r="${size * 0.55}" fill="${leaf}"/>`,
    `<circle cx="${x - size * 0.4}" cy="${ground - size * 1.05}" r="${size * 0.4}" fill="${leaf}"/>`,
    `<circle cx="${x + size * 0.4}" cy="${ground - size * 1.1}" r="${size * 0.42}" fill="${leaf}"/>`,
  ].join('');
}

function sapling(x: number, ground: number, size: number): string {
  return [
    `<ellipse cx="${x}" cy="${ground}" rx="${size * 0.9}" ry="${size * 0.22}" fill="#5a3d25"/>`,
    `<path d="M${x} ${ground} V${ground - size * 1.4}" stroke="#4d6b2f" stroke-width="${size * 0.1}"/>`,
    `<ellipse cx="${x - size * 0.3}" cy="${ground - size * 1.1}" rx="${size * 0.35}" ry="${size * 0.15}" fill="#5f9e3a" transform="rotate(-30 ${x - size * 0.3} ${ground - size * 1.1})"/>`,
    `<ellipse cx="${x + size * 0.3}" cy="${ground - size * 1.35}" rx="${size * 0.35}" ry="${size * 0.15}" fill="#6fb043" transform="rotate(30 ${x + size * 0.3} ${ground - size * 1.35})"/>`,
  ].join('');
}

function seminar(random: Random, accent: string): Scene {
  const parts = [wall(random.pick(['#d9d2c3', '#cfd6dd', '#e0d6c8']), '#6d5a48', 560)];
  // screen with slide bars, a podium and a speaker
  parts.push(rect(420, 90, 760, 420, '#f8f8f6', ' stroke="#333" stroke-width="6"'));
  parts.push(rect(470, 140, 660, 70, accent));
  for (let line = 0; line < 4; line++)
    parts.push(rect(470, 250 + line * 55, 300 + random.int(0, 300), 22, '#9aa7b4'));
  parts.push(standing(random, 1300, 600, 330, { shirt: '#20344f' }));
  parts.push(
    `<path d="M1210 600 L1390 600 L1370 430 L1230 430 Z" fill="#5b3b22"/>`,
    rect(1222, 418, 156, 18, accent),
  );
  let people = 1;
  const rows = random.int(3, 4);
  for (let row = 0; row < rows; row++) {
    const size = 48 + row * 16;
    const y = 600 + row * 120;
    const count = 8 - row;
    for (let seat = 0; seat < count; seat++) {
      if (random.next() < 0.12) continue;
      const x = (WORLD.width / count) * (seat + 0.5) + random.int(-20, 20);
      parts.push(seatedFromBehind(random, x, y, size));
      people++;
    }
  }
  return { body: parts.join(''), people };
}

function meeting(random: Random, accent: string): Scene {
  const parts = [wall(random.pick(['#e6e1d8', '#d4dbe2', '#ded6cc']), '#8a7763', 520)];
  parts.push(rect(560, 70, 480, 270, '#1f2933'), rect(590, 100, 420, 210, accent, ' opacity="0.7"'));
  parts.push(rect(90, 120, 160, 220, '#c4b59a'), rect(1350, 120, 160, 220, '#c4b59a'));
  let people = 0;
  const seats = random.int(4, 6);
  // far side of the table, then the table, then the near side
  for (let seat = 0; seat < seats; seat++) {
    parts.push(seatedAtTable(random, 330 + seat * (940 / (seats - 1)), 560, 70));
    people++;
  }
  parts.push(
    `<path d="M180 560 L1420 560 L1560 760 L40 760 Z" fill="#6b4a2f"/>`,
    rect(40, 760, 1520, 26, '#4a321f'),
  );
  for (let item = 0; item < seats; item++) {
    const x = 330 + item * (940 / (seats - 1));
    parts.push(
      rect(x - 50, 600, 100, 60, '#f4f4f0'),
      `<circle cx="${x + 70}" cy="620" r="14" fill="#ffffff"/>`,
    );
  }
  for (let seat = 0; seat < seats - 1; seat++) {
    parts.push(seatedFromBehind(random, 260 + seat * (1080 / (seats - 2)), 800, 110));
    people++;
  }
  return { body: parts.join(''), people };
}

function ceremony(random: Random, accent: string): Scene {
  const parts = [wall(random.pick(['#7a1f2b', '#1f3a6b', '#2f5a3a']), '#5a4634', 640)];
  parts.push(
    rect(200, 60, 1200, 330, accent, ' opacity="0.85"'),
    rect(240, 100, 1120, 250, '#fdf8ec', ' opacity="0.15"'),
  );
  parts.push(rect(0, 560, WORLD.width, 80, '#3b2a1d'));
  parts.push(thaiFlag(90, 140, 150), thaiFlag(1360, 140, 150));
  // flowers in front of the stage
  for (let pot = 0; pot < 9; pot++) {
    const x = 110 + pot * 172;
    parts.push(
      `<circle cx="${x}" cy="555" r="34" fill="${random.pick(['#f2c14e', '#f28f3b', '#e9e4d4'])}"/>`,
      `<circle cx="${x + 26}" cy="545" r="26" fill="#f6d365"/>`,
      `<circle cx="${x - 24}" cy="548" r="24" fill="#ffffff"/>`,
    );
  }
  let people = 0;
  for (let guest = 0; guest < 3; guest++) {
    parts.push(
      standing(random, 620 + guest * 180, 560, 300, {
        shirt: random.pick(['#f4f1ea', '#20344f', '#e8d9b5']),
      }),
    );
    people++;
  }
  parts.push(`<path d="M1080 560 L1220 560 L1205 400 L1095 400 Z" fill="#5b3b22"/>`);
  for (let row = 0; row < 3; row++) {
    const count = 9 - row;
    for (let seat = 0; seat < count; seat++) {
      const x = (WORLD.width / count) * (seat + 0.5);
      parts.push(seatedFromBehind(random, x, 700 + row * 115, 60 + row * 18));
      people++;
    }
  }
  return { body: parts.join(''), people };
}

function treePlanting(random: Random): Scene {
  const parts = [sky(random.pick(['#8ec5ea', '#a7d3f0', '#9cc9e0']), '#e6f2f8')];
  parts.push(
    `<circle cx="${random.int(1200, 1450)}" cy="150" r="70" fill="#fff4c2" opacity="0.9"/>`,
    `<path d="M0 520 Q300 380 620 470 T1600 420 V1067 H0 Z" fill="#7fae63"/>`,
    `<path d="M0 600 Q400 520 800 590 T1600 560 V1067 H0 Z" fill="#6b9a4e"/>`,
    `<path d="M0 700 H1600 V1067 H0 Z" fill="#8c6a43"/>`,
  );
  for (let index = 0; index < 5; index++)
    parts.push(tree(120 + index * 340 + random.int(-40, 40), 600, 120, '#3f7a3a'));
  let people = 0;
  const count = random.int(5, 7);
  for (let index = 0; index < count; index++) {
    const x = 160 + index * (1300 / (count - 1));
    parts.push(sapling(x + 90, 930, 70));
    parts.push(
      standing(random, x, 960, 360 + random.int(-30, 30), {
        shirt: random.pick(['#3d6b4f', '#2f4f75', '#f4f1ea', '#c97b2a']),
        tool: index % 2 === 0 ? 'shovel' : 'none',
      }),
    );
    people++;
  }
  return { body: parts.join(''), people };
}

function communityService(random: Random): Scene {
  const parts = [sky('#b9d9ef', '#eef6fb')];
  // a temple wall and a road
  parts.push(rect(0, 260, WORLD.width, 380, '#f1e6cf'), rect(0, 240, WORLD.width, 30, '#b8462e'));
  for (let post = 0; post < 8; post++) parts.push(rect(60 + post * 210, 270, 40, 370, '#e2d3b3'));
  parts.push(rect(0, 640, WORLD.width, 427, '#8f8f8a'), rect(0, 640, WORLD.width, 30, '#c9c9c2'));
  parts.push(tree(1450, 640, 150, '#4d8a3f'));
  let people = 0;
  const count = random.int(5, 8);
  for (let index = 0; index < count; index++) {
    const x = 140 + index * (1250 / (count - 1)) + random.int(-30, 30);
    parts.push(
      standing(random, x, 900 + random.int(-40, 60), 380, {
        vest: '#f26b1d',
        shirt: random.pick(['#f4f1ea', '#2f4f75', '#7a8fa6']),
        tool: index % 3 === 2 ? 'none' : 'broom',
      }),
    );
    people++;
  }
  for (let bag = 0; bag < 3; bag++) {
    parts.push(`<ellipse cx="${300 + bag * 500}" cy="990" rx="55" ry="45" fill="#222"/>`);
  }
  return { body: parts.join(''), people };
}

function careerTraining(random: Random, accent: string): Scene {
  const parts = [wall(random.pick(['#efe9dc', '#dde5ea']), '#a08a6e', 500)];
  parts.push(rect(100, 90, 520, 260, '#2e4b3c'), rect(130, 120, 460, 200, '#3f6b55'));
  parts.push(
    rect(1000, 100, 480, 250, '#fafafa', ' stroke="#555" stroke-width="5"'),
    rect(1040, 140, 400, 40, accent),
  );
  let people = 0;
  for (let table = 0; table < 3; table++) {
    const x = 120 + table * 500;
    for (let person = 0; person < 2; person++) {
      parts.push(standing(random, x + 120 + person * 200, 820, 360, { shirt: random.pick(SHIRTS) }));
      people++;
    }
    parts.push(
      rect(x, 700, 420, 40, '#7a5634'),
      rect(x + 20, 740, 20, 200, '#5a3d25'),
      rect(x + 380, 740, 20, 200, '#5a3d25'),
    );
    for (let item = 0; item < 4; item++) {
      parts.push(
        rect(x + 40 + item * 95, 660, 60, 40, random.pick(['#e9c46a', '#f4a261', '#2a9d8f', '#e76f51'])),
      );
    }
  }
  parts.push(standing(random, 800, 1060, 420, { shirt: '#20344f', armUp: true }));
  people++;
  return { body: parts.join(''), people };
}

function groupPhoto(random: Random, accent: string): Scene {
  const parts = [sky('#9fcbe8', '#e9f3f9')];
  // an office building with a Thai-style roof
  parts.push(
    `<path d="M300 330 L800 120 L1300 330 Z" fill="#a33b2b"/>`,
    `<path d="M380 330 L800 170 L1220 330 Z" fill="#c2543c"/>`,
    rect(340, 330, 920, 380, '#f3ede2'),
    rect(720, 470, 160, 240, '#7b5a3a'),
  );
  for (let window = 0; window < 6; window++) {
    const x = 400 + window * 140 + (window >= 3 ? 180 : 0);
    if (x > 1180) continue;
    parts.push(rect(x, 400, 80, 110, '#7fa5c4'));
  }
  parts.push(rect(0, 710, WORLD.width, 357, '#c9c2b4'), rect(470, 240, 660, 60, accent, ' opacity="0.9"'));
  let people = 0;
  for (let row = 0; row < 2; row++) {
    const count = 9 - row;
    for (let index = 0; index < count; index++) {
      const x = 240 + index * (1120 / (count - 1)) + (row ? 60 : 0);
      parts.push(
        standing(random, x, 900 + row * 120, 330 + row * 30, {
          shirt: random.pick(['#e8d9b5', '#20344f', '#f4f1ea']),
        }),
      );
      people++;
    }
  }
  return { body: parts.join(''), people };
}

function volunteerFair(random: Random, accent: string): Scene {
  const parts = [sky('#a9d4f2', '#f2f8fc')];
  parts.push(rect(0, 560, WORLD.width, 507, '#9bbf7a'), rect(0, 760, WORLD.width, 307, '#c7b48f'));
  for (let tent = 0; tent < 4; tent++) {
    const x = 40 + tent * 400;
    const colour = tent % 2 === 0 ? accent : '#f4f1ea';
    parts.push(
      `<path d="M${x} 330 L${x + 170} 250 L${x + 340} 330 Z" fill="${colour}"/>`,
      rect(x, 330, 340, 30, colour),
      rect(x + 10, 360, 12, 330, '#999'),
      rect(x + 318, 360, 12, 330, '#999'),
      rect(x + 30, 600, 280, 90, '#ffffff'),
      rect(x + 30, 600, 280, 18, random.pick(['#2a9d8f', '#e76f51', '#264653'])),
    );
  }
  let people = 0;
  const count = random.int(7, 10);
  for (let index = 0; index < count; index++) {
    const x = 90 + index * (1420 / (count - 1)) + random.int(-30, 30);
    parts.push(standing(random, x, 880 + random.int(0, 150), 320 + random.int(-20, 40)));
    people++;
  }
  return { body: parts.join(''), people };
}

/** The whole scene of a theme; `variant` changes colours, counts and positions. */
export function drawScene(theme: ThemeId, variant: number, accent: string): Scene {
  const random = seededRandom(`${theme}-${variant}`);
  switch (theme) {
    case 'seminar':
      return seminar(random, accent);
    case 'meeting':
      return meeting(random, accent);
    case 'ceremony':
      return ceremony(random, accent);
    case 'tree-planting':
      return treePlanting(random);
    case 'community-service':
      return communityService(random);
    case 'career-training':
      return careerTraining(random, accent);
    case 'group-photo':
      return groupPhoto(random, accent);
    case 'volunteer-fair':
      return volunteerFair(random, accent);
  }
}

/** An SVG picture of a scene: the crop of the world, at the picture's size, with soft light and a vignette. */
export function sceneSvg(scene: Scene, crop: Crop, size: { width: number; height: number }): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="${crop.x} ${crop.y} ${crop.width} ${crop.height}" preserveAspectRatio="xMidYMid slice">`,
    scene.body,
    '<defs><radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>',
    '<linearGradient id="light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff8e0" stop-opacity="0.18"/><stop offset="1" stop-color="#000" stop-opacity="0.08"/></linearGradient></defs>',
    rect(crop.x, crop.y, crop.width, crop.height, 'url(#light)'),
    rect(crop.x, crop.y, crop.width, crop.height, 'url(#vignette)'),
    '</svg>',
  ].join('');
}
