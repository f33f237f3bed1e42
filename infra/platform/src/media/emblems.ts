// The emblems of the generated game art and of the simulated slot's reels, drawn in a 64x64
// box with the gradients of EMBLEM_GRADIENTS (ids prefixed `e-`, so a document defines them
// once). One look for tiles, covers and reels: gold, ruby, emerald and sapphire on dark.

export const EMBLEM_GRADIENTS = `
<radialGradient id="e-cherry" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#ff7a8a"/><stop offset="1" stop-color="#a3102a"/></radialGradient>
<linearGradient id="e-lemon" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff38a"/><stop offset="1" stop-color="#e0a800"/></linearGradient>
<linearGradient id="e-gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe08a"/><stop offset=".55" stop-color="#f7b733"/><stop offset="1" stop-color="#b7791f"/></linearGradient>
<linearGradient id="e-star" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff1a8"/><stop offset="1" stop-color="#f59e0b"/></linearGradient>
<linearGradient id="e-gem" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#cffafe"/><stop offset=".5" stop-color="#22d3ee"/><stop offset="1" stop-color="#2563eb"/></linearGradient>
<linearGradient id="e-seven" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff6b81"/><stop offset="1" stop-color="#b5123a"/></linearGradient>
<linearGradient id="e-green" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6ee7a0"/><stop offset="1" stop-color="#15803d"/></linearGradient>
<linearGradient id="e-flame" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fde047"/><stop offset="1" stop-color="#f97316" stop-opacity="0"/></linearGradient>`;

const wheelWedges = (): string =>
  Array.from({ length: 12 }, (_, index) => {
    const angle = (from: number) => (from * Math.PI) / 6;
    const point = (at: number) =>
      `${(32 + 24 * Math.cos(angle(at))).toFixed(2)} ${(32 + 24 * Math.sin(angle(at))).toFixed(2)}`;
    const fill = index === 0 ? '#16a34a' : index % 2 === 0 ? '#dc2626' : '#111827';
    return `<path d="M32 32L${point(index)}A24 24 0 0 1 ${point(index + 1)}Z" fill="${fill}"/>`;
  }).join('');

const HEART = 'M0 6C-7 0-7-6-3.5-7.5C-1.5-8.3 0-6.8 0-5.2C0-6.8 1.5-8.3 3.5-7.5C7-6 7 0 0 6Z';
const SPADE =
  'M0-8C-7-2-7 3-3.5 4C-1.8 4.4-.5 3.4 0 2.4C.5 3.4 1.8 4.4 3.5 4C7 3 7-2 0-8ZM0 2L-2.5 8H2.5Z';

/** Every emblem by name; `cherry` to `seven` are also the slot's reel symbols. */
export const EMBLEMS = {
  cherry: `<path d="M23 37C25 24 34 14 46 9M44 39C42 28 42 18 46 9" fill="none" stroke="#3f9d3a" stroke-width="3.5" stroke-linecap="round"/>
<path d="M46 9C52 4 60 6 62 12C56 16 49 15 46 9Z" fill="#5cc653"/>
<circle cx="22" cy="46" r="13" fill="url(#e-cherry)"/><circle cx="44" cy="48" r="12" fill="url(#e-cherry)"/>
<ellipse cx="17" cy="41" rx="4" ry="3" fill="#fff" opacity=".55"/><ellipse cx="40" cy="43" rx="3.5" ry="2.6" fill="#fff" opacity=".55"/>`,
  lemon: `<path d="M7 34C7 20 21 12 33 12C45 12 55 20 57 29C60 31 62 33 60 36C56 48 44 54 32 54C18 54 7 46 7 34Z" fill="url(#e-lemon)"/>
<path d="M14 30C18 22 26 18 34 18" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".55"/>`,
  bell: `<path d="M32 6C35 6 36 8 36 10C46 12 50 22 50 32C50 40 52 44 58 48V52H6V48C12 44 14 40 14 32C14 22 18 12 28 10C28 8 29 6 32 6Z" fill="url(#e-gold)"/>
<circle cx="32" cy="56" r="5" fill="#b7791f"/><path d="M22 22C20 28 20 34 20 40" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".45"/>`,
  star: `<path d="M32 4L40.5 22.5L60 24.5L45 38L49.5 58L32 47.5L14.5 58L19 38L4 24.5L23.5 22.5Z" fill="url(#e-star)" stroke="#fff7d6" stroke-width="1.5" stroke-linejoin="round"/>`,
  diamond: `<path d="M16 10H48L60 26L32 58L4 26Z" fill="url(#e-gem)"/>
<path d="M4 26H60M16 10L24 26L32 58L40 26L48 10M24 26L32 10L40 26" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="1.6" stroke-linejoin="round"/>`,
  seven: `<path d="M12 8H54V18C44 28 36 42 34 58H20C22 42 30 28 40 20H12Z" fill="url(#e-seven)" stroke="#ffd166" stroke-width="3" stroke-linejoin="round"/>`,
  crown: `<path d="M6 48L10 18L22 32L32 10L42 32L54 18L58 48Z" fill="url(#e-gold)" stroke="#fff3c4" stroke-width="1.2" stroke-linejoin="round"/>
<rect x="6" y="48" width="52" height="8" rx="2" fill="#b7791f"/><circle cx="32" cy="10" r="4" fill="#f43f5e"/><circle cx="10" cy="18" r="3.5" fill="#22d3ee"/><circle cx="54" cy="18" r="3.5" fill="#22d3ee"/><circle cx="32" cy="40" r="4" fill="#22c55e"/>`,
  coin: `<circle cx="32" cy="32" r="27" fill="url(#e-gold)" stroke="#b7791f" stroke-width="3"/><circle cx="32" cy="32" r="19" fill="none" stroke="#fff3c4" stroke-width="2" opacity=".7"/>
<path d="M32 17L36 28H47L38 35L41 46L32 39L23 46L26 35L17 28H28Z" fill="#b7791f"/>`,
  clover: `<path d="M32 34Q36 50 46 60" stroke="#15803d" stroke-width="4" fill="none" stroke-linecap="round"/>
<g fill="url(#e-green)"><circle cx="22" cy="21" r="12"/><circle cx="42" cy="21" r="12"/><circle cx="22" cy="39" r="12"/><circle cx="42" cy="39" r="12"/></g><circle cx="32" cy="30" r="4" fill="#bbf7d0"/>`,
  book: `<path d="M6 12Q19 7 32 14Q45 7 58 12V54Q45 49 32 56Q19 49 6 54Z" fill="#7c2d12" stroke="url(#e-gold)" stroke-width="3" stroke-linejoin="round"/>
<path d="M32 14V56" stroke="#fbbf24" stroke-width="2"/><path d="M19 22V44M13 28H25M45 22C40 26 40 34 45 38C50 34 50 26 45 22ZM45 38V46" stroke="#fbbf24" stroke-width="2.5" fill="none" stroke-linecap="round"/>`,
  bolt: `<path d="M37 3L12 36H29L24 61L53 24H36Z" fill="url(#e-gold)" stroke="#fff7d6" stroke-width="1.5" stroke-linejoin="round"/>`,
  wheel: `<circle cx="32" cy="32" r="29" fill="#3b1d0b" stroke="url(#e-gold)" stroke-width="4"/>${wheelWedges()}
<circle cx="32" cy="32" r="11" fill="url(#e-gold)"/><circle cx="32" cy="32" r="4" fill="#7c2d12"/><circle cx="49" cy="20" r="3" fill="#fff"/>`,
  cards: `<g transform="rotate(-14 32 32)"><rect x="9" y="9" width="30" height="42" rx="4" fill="#fff" stroke="#cbd5e1"/><path d="${SPADE}" transform="translate(24 30) scale(1.6)" fill="#111827"/></g>
<g transform="rotate(12 32 32)"><rect x="25" y="13" width="30" height="42" rx="4" fill="#fff" stroke="#cbd5e1"/><path d="${HEART}" transform="translate(40 34) scale(1.6)" fill="#e11d48"/></g>`,
  dice: `<rect x="8" y="8" width="48" height="48" rx="11" fill="#fff" stroke="#e2e8f0" stroke-width="2"/>
<g fill="#b5123a"><circle cx="21" cy="21" r="5"/><circle cx="43" cy="21" r="5"/><circle cx="32" cy="32" r="5"/><circle cx="21" cy="43" r="5"/><circle cx="43" cy="43" r="5"/></g>`,
  rocket: `<path d="M26 46Q32 64 38 46Z" fill="url(#e-flame)"/><path d="M32 3C45 14 47 31 42 46H22C17 31 19 14 32 3Z" fill="#e2e8f0" stroke="#94a3b8" stroke-width="1.5"/>
<circle cx="32" cy="23" r="6" fill="#38bdf8" stroke="#1e3a8a" stroke-width="2"/><path d="M22 34L11 48L22 45ZM42 34L53 48L42 45Z" fill="#ef4444"/>`,
  plane: `<path d="M4 35L27 31L39 9H46L40 31L57 29C62 29 62 37 57 37L40 35L46 57H39L27 39L4 37Z" fill="#ef4444" stroke="#fee2e2" stroke-width="1.5" stroke-linejoin="round"/>
<path d="M8 44C20 44 30 48 40 58" stroke="#fff" stroke-width="2" fill="none" opacity=".5" stroke-dasharray="3 4"/>`,
  mine: `<circle cx="30" cy="36" r="20" fill="#1f2937" stroke="#64748b" stroke-width="2"/><path d="M42 20Q48 10 56 10" stroke="#a16207" stroke-width="3" fill="none"/>
<path d="M56 4L58 9L63 10L58 12L56 17L54 12L49 10L54 9Z" fill="#fde047"/><ellipse cx="23" cy="29" rx="5" ry="3.5" fill="#fff" opacity=".35"/>`,
  plinko: `<g fill="#cbd5e1">${[0, 1, 2, 3]
    .flatMap((row) =>
      Array.from(
        { length: row + 2 },
        (_, peg) => `<circle cx="${32 - (row + 1) * 6 + peg * 12}" cy="${18 + row * 11}" r="2.6"/>`,
      ),
    )
    .join('')}</g><circle cx="35" cy="10" r="6" fill="url(#e-seven)"/>
<path d="M6 58H58" stroke="url(#e-gold)" stroke-width="4" stroke-linecap="round"/>`,
  ball: `<circle cx="32" cy="32" r="27" fill="#fff" stroke="#e2e8f0" stroke-width="2"/><circle cx="32" cy="32" r="14" fill="#2563eb"/>
<circle cx="32" cy="32" r="9" fill="#fff"/><path d="M32 26V38M28 29L32 26" stroke="#1e3a8a" stroke-width="3" fill="none" stroke-linecap="round"/>`,
} as const;

export type Emblem = keyof typeof EMBLEMS;

/** An emblem placed with its top-left corner at (x, y), `size` wide. */
export const emblemAt = (emblem: Emblem, x: number, y: number, size: number): string =>
  `<g transform="translate(${x} ${y}) scale(${(size / 64).toFixed(4)})">${EMBLEMS[emblem]}</g>`;
