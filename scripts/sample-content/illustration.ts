/**
 * Simple abstract illustrations for the sample's featured images: brand colours and one
 * motif per topic, varied by a seed. No people, no text: they stand in for an editor's own.
 */
const INK = '#0f2a47';
const ACCENT = '#f5a524';
const PALETTES = [
  ['#e8f1f8', '#2a6f97', '#8ecae6'],
  ['#f7efe3', '#c8553d', '#f4a259'],
  ['#eef5ef', '#3a7d44', '#a7c4a0'],
  ['#f3eef8', '#6c4ab6', '#b9a6e0'],
  ['#fdf3e1', '#b45309', '#f5c26b'],
  ['#e9f4f4', '#1f7a7a', '#86c5c5'],
] as const;

function random(seed: number) {
  let state = seed * 9301 + 49297;
  return () => {
    state = (state * 9301 + 49297) % 233280;
    return state / 233280;
  };
}

const MOTIF_ALT: Record<string, string> = {
  job: 'Abstract illustration: concentric rings with an arrow moving forward',
  interview: 'Abstract illustration: two speech bubbles in conversation',
  price: 'Abstract illustration: a price tag beside rising bars',
  loop: 'Abstract illustration: a circular arrow returning to its start',
  target: 'Abstract illustration: a target with a marker at its centre',
  fit: 'Abstract illustration: two shapes fitting together',
  switch: 'Abstract illustration: an arrow moving from one box to another',
  funnel: 'Abstract illustration: a funnel narrowing to a single point',
  play: 'Abstract illustration: a video play button',
  forces: 'Abstract illustration: four arrows pushing towards a centre',
  document: 'Abstract illustration: a document with lines of text',
  questions: 'Abstract illustration: stacked question panels',
  lock: 'Abstract illustration: a padlock',
  globe: 'Abstract illustration: a globe with meridians',
  'stage-recruitment': 'Abstract illustration: dots gathering into a group',
  'stage-interviews': 'Abstract illustration: speech bubbles along a timeline',
  'stage-analysis': 'Abstract illustration: scattered dots sorted into clusters',
};

export function illustration(motif: string, seed: number): { svg: string; alt: string } {
  const rnd = random(seed);
  const [bg, strong, soft] = PALETTES[seed % PALETTES.length]!;
  const dx = Math.round(rnd() * 120 - 60);
  const dy = Math.round(rnd() * 60 - 30);
  const cx = 600 + dx;
  const cy = 338 + dy;
  const shapes: string[] = [];
  const blobs = Array.from({ length: 5 }, () => {
    const r = 60 + rnd() * 160;
    return `<circle cx="${Math.round(rnd() * 1200)}" cy="${Math.round(rnd() * 675)}" r="${Math.round(r)}" fill="${soft}" opacity="${(0.18 + rnd() * 0.2).toFixed(2)}"/>`;
  });

  switch (motif) {
    case 'job':
      for (let i = 4; i >= 1; i--)
        shapes.push(
          `<circle cx="${cx - 120}" cy="${cy}" r="${i * 45}" fill="none" stroke="${i % 2 ? strong : INK}" stroke-width="14" opacity="0.85"/>`,
        );
      shapes.push(
        `<path d="M${cx - 60} ${cy} H${cx + 230}" stroke="${ACCENT}" stroke-width="26" stroke-linecap="round"/>`,
      );
      shapes.push(
        `<path d="M${cx + 190} ${cy - 50} L${cx + 260} ${cy} L${cx + 190} ${cy + 50}" fill="none" stroke="${ACCENT}" stroke-width="26" stroke-linecap="round" stroke-linejoin="round"/>`,
      );
      break;
    case 'interview':
    case 'stage-interviews':
      shapes.push(
        `<rect x="${cx - 330}" y="${cy - 170}" width="360" height="200" rx="40" fill="${strong}"/>`,
      );
      shapes.push(`<path d="M${cx - 260} ${cy + 20} l-30 80 l90 -80z" fill="${strong}"/>`);
      shapes.push(
        `<rect x="${cx - 10}" y="${cy - 60}" width="340" height="190" rx="40" fill="${INK}"/>`,
      );
      shapes.push(`<path d="M${cx + 250} ${cy + 120} l40 80 l-100 -80z" fill="${INK}"/>`);
      for (let i = 0; i < 3; i++) {
        shapes.push(
          `<rect x="${cx - 290}" y="${cy - 130 + i * 45}" width="${280 - i * 70}" height="18" rx="9" fill="#fff" opacity="0.8"/>`,
        );
        shapes.push(
          `<rect x="${cx + 30}" y="${cy - 20 + i * 45}" width="${260 - i * 60}" height="18" rx="9" fill="${ACCENT}" opacity="0.9"/>`,
        );
      }
      if (motif === 'stage-interviews')
        shapes.push(
          `<path d="M120 600 H1080" stroke="${INK}" stroke-width="8" stroke-dasharray="4 22" stroke-linecap="round"/>`,
        );
      break;
    case 'price':
      for (let i = 0; i < 5; i++)
        shapes.push(
          `<rect x="${cx - 40 + i * 80}" y="${cy + 150 - (i + 1) * 55}" width="56" height="${(i + 1) * 55}" rx="8" fill="${i === 4 ? ACCENT : strong}"/>`,
        );
      shapes.push(
        `<path d="M${cx - 380} ${cy - 120} h190 l90 90 l-190 190 l-90 -90z" fill="${INK}"/>`,
      );
      shapes.push(`<circle cx="${cx - 330}" cy="${cy - 70}" r="20" fill="${bg}"/>`);
      break;
    case 'loop':
      shapes.push(
        `<path d="M${cx + 150} ${cy} A150 150 0 1 1 ${cx} ${cy - 150}" fill="none" stroke="${strong}" stroke-width="36" stroke-linecap="round"/>`,
      );
      shapes.push(
        `<path d="M${cx - 20} ${cy - 210} L${cx + 50} ${cy - 150} L${cx - 20} ${cy - 90}z" fill="${strong}"/>`,
      );
      shapes.push(`<circle cx="${cx}" cy="${cy}" r="50" fill="${ACCENT}"/>`);
      break;
    case 'target':
      for (let i = 5; i >= 1; i--)
        shapes.push(`<circle cx="${cx}" cy="${cy}" r="${i * 42}" fill="${i % 2 ? strong : bg}"/>`);
      shapes.push(`<circle cx="${cx}" cy="${cy}" r="22" fill="${ACCENT}"/>`);
      shapes.push(
        `<path d="M${cx + 260} ${cy - 220} L${cx + 20} ${cy - 10}" stroke="${INK}" stroke-width="14" stroke-linecap="round"/>`,
      );
      break;
    case 'fit':
      shapes.push(
        `<rect x="${cx - 260}" y="${cy - 150}" width="280" height="280" rx="36" fill="${strong}"/>`,
      );
      shapes.push(
        `<rect x="${cx - 40}" y="${cy - 100}" width="280" height="280" rx="36" fill="${INK}" opacity="0.92"/>`,
      );
      shapes.push(`<circle cx="${cx - 30}" cy="${cy + 10}" r="56" fill="${ACCENT}"/>`);
      break;
    case 'switch':
      shapes.push(
        `<rect x="${cx - 380}" y="${cy - 90}" width="220" height="180" rx="24" fill="none" stroke="${INK}" stroke-width="16"/>`,
      );
      shapes.push(
        `<rect x="${cx + 160}" y="${cy - 90}" width="220" height="180" rx="24" fill="${strong}"/>`,
      );
      shapes.push(
        `<path d="M${cx - 140} ${cy - 40} C${cx - 60} ${cy - 180} ${cx + 60} ${cy - 180} ${cx + 130} ${cy - 60}" fill="none" stroke="${ACCENT}" stroke-width="20" stroke-linecap="round"/>`,
      );
      shapes.push(
        `<path d="M${cx + 90} ${cy - 90} L${cx + 140} ${cy - 40} L${cx + 160} ${cy - 110}" fill="none" stroke="${ACCENT}" stroke-width="20" stroke-linecap="round" stroke-linejoin="round"/>`,
      );
      break;
    case 'funnel':
      shapes.push(
        `<path d="M${cx - 300} ${cy - 200} H${cx + 300} L${cx + 200} ${cy - 90} H${cx - 200}z" fill="${soft}"/>`,
      );
      shapes.push(
        `<path d="M${cx - 190} ${cy - 75} H${cx + 190} L${cx + 110} ${cy + 20} H${cx - 110}z" fill="${strong}"/>`,
      );
      shapes.push(
        `<path d="M${cx - 100} ${cy + 35} H${cx + 100} L${cx + 40} ${cy + 120} H${cx - 40}z" fill="${INK}"/>`,
      );
      shapes.push(`<circle cx="${cx}" cy="${cy + 185}" r="34" fill="${ACCENT}"/>`);
      break;
    case 'play':
      shapes.push(
        `<rect x="${cx - 300}" y="${cy - 170}" width="600" height="340" rx="32" fill="${INK}"/>`,
      );
      shapes.push(`<circle cx="${cx}" cy="${cy}" r="90" fill="${ACCENT}"/>`);
      shapes.push(
        `<path d="M${cx - 28} ${cy - 45} L${cx + 48} ${cy} L${cx - 28} ${cy + 45}z" fill="${INK}"/>`,
      );
      break;
    case 'forces':
      for (const [x, y, rot, color] of [
        [-1, 0, 0, strong],
        [1, 0, 180, INK],
        [0, -1, 90, ACCENT],
        [0, 1, 270, soft],
      ] as const) {
        shapes.push(
          `<g transform="translate(${cx + x * 260} ${cy + y * 200}) rotate(${rot})"><path d="M-90 0 H60" stroke="${color}" stroke-width="30" stroke-linecap="round"/><path d="M30 -45 L90 0 L30 45z" fill="${color}"/></g>`,
        );
      }
      shapes.push(`<circle cx="${cx}" cy="${cy}" r="48" fill="${INK}"/>`);
      break;
    case 'document':
      shapes.push(
        `<rect x="${cx - 170}" y="${cy - 230}" width="340" height="440" rx="20" fill="#fff" stroke="${INK}" stroke-width="12"/>`,
      );
      for (let i = 0; i < 7; i++)
        shapes.push(
          `<rect x="${cx - 120}" y="${cy - 170 + i * 50}" width="${i === 0 ? 160 : 240 - (i % 3) * 40}" height="18" rx="9" fill="${i === 0 ? strong : INK}" opacity="${i === 0 ? 1 : 0.6}"/>`,
        );
      shapes.push(`<circle cx="${cx + 150}" cy="${cy + 180}" r="60" fill="${ACCENT}"/>`);
      break;
    case 'questions':
      for (let i = 0; i < 3; i++) {
        shapes.push(
          `<rect x="${cx - 300}" y="${cy - 180 + i * 125}" width="600" height="100" rx="22" fill="${i === 0 ? strong : INK}" opacity="${i === 0 ? 1 : 0.85}"/>`,
        );
        shapes.push(
          `<path d="M${cx + 220} ${cy - 140 + i * 125} l24 24 l24 -24" fill="none" stroke="${ACCENT}" stroke-width="10" stroke-linecap="round"/>`,
        );
      }
      break;
    case 'lock':
      shapes.push(
        `<path d="M${cx - 90} ${cy - 40} V${cy - 120} A90 90 0 0 1 ${cx + 90} ${cy - 120} V${cy - 40}" fill="none" stroke="${INK}" stroke-width="34"/>`,
      );
      shapes.push(
        `<rect x="${cx - 160}" y="${cy - 50}" width="320" height="240" rx="30" fill="${strong}"/>`,
      );
      shapes.push(`<circle cx="${cx}" cy="${cy + 50}" r="30" fill="${ACCENT}"/>`);
      break;
    case 'globe':
      shapes.push(`<circle cx="${cx}" cy="${cy}" r="210" fill="${strong}"/>`);
      for (const rx of [70, 140])
        shapes.push(
          `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="210" fill="none" stroke="#fff" stroke-width="8" opacity="0.8"/>`,
        );
      for (const y of [-110, 0, 110])
        shapes.push(
          `<path d="M${cx - 190} ${cy + y} H${cx + 190}" stroke="#fff" stroke-width="8" opacity="0.8"/>`,
        );
      shapes.push(`<circle cx="${cx + 90}" cy="${cy - 60}" r="26" fill="${ACCENT}"/>`);
      break;
    case 'stage-recruitment':
      for (let i = 0; i < 14; i++) {
        const angle = (i / 14) * Math.PI * 2;
        const r = 150 + rnd() * 110;
        shapes.push(
          `<circle cx="${Math.round(cx + Math.cos(angle) * r)}" cy="${Math.round(cy + Math.sin(angle) * r * 0.7)}" r="${20 + Math.round(rnd() * 16)}" fill="${i % 3 ? strong : INK}"/>`,
        );
      }
      shapes.push(`<circle cx="${cx}" cy="${cy}" r="70" fill="${ACCENT}"/>`);
      break;
    default:
      for (let group = 0; group < 3; group++) {
        const gx = cx - 300 + group * 300;
        const gy = cy + (group % 2 ? -40 : 40);
        shapes.push(
          `<circle cx="${gx}" cy="${gy}" r="120" fill="none" stroke="${[strong, INK, ACCENT][group]}" stroke-width="10" stroke-dasharray="18 14"/>`,
        );
        for (let i = 0; i < 6; i++)
          shapes.push(
            `<circle cx="${Math.round(gx + (rnd() - 0.5) * 150)}" cy="${Math.round(gy + (rnd() - 0.5) * 150)}" r="16" fill="${[strong, INK, ACCENT][group]}"/>`,
          );
      }
  }

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675"><rect width="1200" height="675" fill="${bg}"/>${blobs.join('')}${shapes.join('')}</svg>`;
  return { svg, alt: MOTIF_ALT[motif] ?? MOTIF_ALT['stage-analysis']! };
}
