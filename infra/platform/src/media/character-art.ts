// Portraits of the loyalty characters (domain/loyalty-characters.ts): 256x256 flat
// illustrations drawn from shapes, on the storefront's dark surface with a glow of each
// character's own colour. No text inside, so one picture serves both locales.

/** Skin, hair and the dark outline every portrait shares. */
const SKIN = '#e2a97e';
const SKIN_SHADE = '#c98c62';
const INK = '#1f1410';

/** A chest and shoulders filling the bottom of the frame. */
const shoulders = (fill: string): string =>
  `<path d="M52 256C56 200 88 178 128 178C168 178 200 200 204 256Z" fill="${fill}"/>`;

/** A face at (128, 122): neck, head and eyes (`happy` eyes are closed arcs). */
const face = ({ happy = false } = {}): string =>
  `<rect x="114" y="150" width="28" height="30" fill="${SKIN_SHADE}"/>
<circle cx="128" cy="122" r="34" fill="${SKIN}"/>
${
  happy
    ? `<path d="M108 118Q114 112 120 118M136 118Q142 112 148 118" fill="none" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>`
    : `<circle cx="115" cy="120" r="3.6" fill="${INK}"/><circle cx="141" cy="120" r="3.6" fill="${INK}"/>`
}`;

const alpomish = `${shoulders('#1e3a8a')}
<path d="M92 188L128 226L164 188" fill="none" stroke="#f7b733" stroke-width="6" stroke-linejoin="round"/>
<circle cx="128" cy="232" r="7" fill="#f7b733"/>
<path d="M202 58Q246 150 202 242" fill="none" stroke="#8b5a2b" stroke-width="7" stroke-linecap="round"/>
<path d="M202 58V242" stroke="#f5e6c8" stroke-width="1.6"/>
${face()}
<path d="M96 126C98 160 114 172 128 172C142 172 158 160 160 126C150 142 106 142 96 126Z" fill="#3b2314"/>
<path d="M112 140Q128 132 144 140Q128 146 112 140Z" fill="#3b2314"/>
<path d="M90 112C90 80 106 62 128 50C150 62 166 80 166 112Z" fill="url(#metal)"/>
<path d="M124 52L128 28L132 52Z" fill="#f7b733"/>
<rect x="86" y="104" width="84" height="12" rx="4" fill="#b7791f"/>
<rect x="125" y="112" width="6" height="20" rx="2" fill="#b7791f"/>`;

const barchinoy = `<path d="M86 110C70 150 72 200 80 240M170 110C186 150 184 200 176 240" fill="none" stroke="#17110f" stroke-width="10" stroke-linecap="round"/>
<g fill="#f7b733"><circle cx="78" cy="176" r="4"/><circle cx="80" cy="240" r="5"/><circle cx="178" cy="176" r="4"/><circle cx="176" cy="240" r="5"/></g>
${shoulders('#be123c')}
<g clip-path="url(#chest)" fill="none" stroke-width="7">
<path d="M40 206Q70 196 100 206T160 206T220 206" stroke="#fbbf24"/>
<path d="M40 226Q70 216 100 226T160 226T220 226" stroke="#22d3ee"/>
<path d="M40 246Q70 236 100 246T160 246T220 246" stroke="#fbbf24"/></g>
${face()}
<path d="M106 110Q128 104 150 110" fill="none" stroke="${INK}" stroke-width="3.4" stroke-linecap="round"/>
<path d="M120 144Q128 150 136 144" fill="none" stroke="#9f1239" stroke-width="3" stroke-linecap="round"/>
<path d="M94 118C92 92 108 80 128 80C148 80 164 92 162 118C152 100 104 100 94 118Z" fill="#17110f"/>
<path d="M100 92L104 70Q128 62 152 70L156 92Q128 84 100 92Z" fill="#14532d"/>
<g fill="none" stroke="#f8fafc" stroke-width="2.2" stroke-linecap="round">
<path d="M114 82Q110 74 118 72"/><path d="M130 78Q126 70 134 68"/><path d="M146 82Q142 74 150 73"/></g>`;

const afandi = `${shoulders('#0f766e')}
<g clip-path="url(#chest)" stroke-width="6"><path d="M70 180V256M96 180V256M160 180V256M186 180V256" stroke="#fbbf24"/>
<path d="M83 180V256M173 180V256" stroke="#7c2d12"/></g>
<path d="M108 180L128 256L148 180Z" fill="#f5e6c8"/>
${face({ happy: true })}
<path d="M100 134C104 178 120 198 128 204C136 198 152 178 156 134C146 150 110 150 100 134Z" fill="#e5e7eb"/>
<path d="M114 146Q128 156 142 146" fill="none" stroke="#7c2d12" stroke-width="3" stroke-linecap="round"/>
<ellipse cx="128" cy="80" rx="54" ry="28" fill="#f8fafc"/>
<path d="M80 86Q128 60 176 86M78 74Q128 48 178 74" fill="none" stroke="#cbd5e1" stroke-width="3"/>
<ellipse cx="128" cy="54" rx="22" ry="12" fill="#16a34a"/>`;

const humo = `<g fill="none" stroke="url(#metal)" stroke-width="6" stroke-linecap="round">
<path d="M128 150C120 190 96 214 80 236C74 244 84 250 90 242"/>
<path d="M128 150C128 196 128 220 128 244C128 252 138 252 136 244"/>
<path d="M128 150C136 190 160 214 176 236C182 244 172 250 166 242"/></g>
<path d="M126 136C100 100 64 84 24 90C46 108 60 126 78 134C62 134 48 140 36 150C66 156 96 150 126 144Z" fill="url(#metal)"/>
<path d="M130 136C156 100 192 84 232 90C210 108 196 126 178 134C194 134 208 140 220 150C190 156 160 150 130 144Z" fill="url(#metal)"/>
<g fill="none" stroke="#7c4a0e" stroke-width="2" opacity=".55"><path d="M112 128Q84 108 52 100M112 138Q80 132 56 146M144 128Q172 108 204 100M144 138Q176 132 200 146"/></g>
<ellipse cx="128" cy="138" rx="16" ry="26" fill="#fde68a"/>
<circle cx="128" cy="100" r="15" fill="#fde68a"/>
<path d="M128 108L121 117L135 117Z" fill="#f97316"/>
<circle cx="123" cy="98" r="2.6" fill="${INK}"/><circle cx="133" cy="98" r="2.6" fill="${INK}"/>
<g fill="#22d3ee"><circle cx="118" cy="74" r="4"/><circle cx="128" cy="68" r="4.6"/><circle cx="138" cy="74" r="4"/></g>
<path d="M118 78L122 88M128 73V86M138 78L134 88" stroke="#fde68a" stroke-width="2.4"/>`;

const PORTRAITS: Readonly<Record<string, { readonly hue: number; readonly figure: string }>> = {
  alpomish: { hue: 215, figure: alpomish },
  barchinoy: { hue: 340, figure: barchinoy },
  afandi: { hue: 150, figure: afandi },
  humo: { hue: 250, figure: humo },
};

/** The portrait of the character `sysname`; undefined for one the catalogue lacks. */
export const characterSvg = (sysname: string, name: string): string | undefined => {
  const portrait = PORTRAITS[sysname];
  if (!portrait) return undefined;
  const { hue, figure } = portrait;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="${name.replace(/[<>&'"]/g, '')}">
<defs><radialGradient id="glow" cx=".5" cy=".42" r=".7"><stop offset="0" stop-color="hsl(${hue},70%,34%)"/><stop offset=".7" stop-color="hsl(${hue},60%,13%)"/><stop offset="1" stop-color="#0b1020"/></radialGradient>
<linearGradient id="metal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe08a"/><stop offset=".55" stop-color="#f7b733"/><stop offset="1" stop-color="#b7791f"/></linearGradient>
<clipPath id="frame"><rect width="256" height="256" rx="28"/></clipPath>
<clipPath id="chest"><path d="M52 256C56 200 88 178 128 178C168 178 200 200 204 256Z"/></clipPath></defs>
<g clip-path="url(#frame)"><rect width="256" height="256" fill="url(#glow)"/>
<circle cx="128" cy="116" r="92" fill="none" stroke="hsl(${hue},80%,70%)" stroke-opacity=".18" stroke-width="2"/>
${figure}</g>
<rect x="1.5" y="1.5" width="253" height="253" rx="27" fill="none" stroke="hsl(${hue},70%,62%)" stroke-opacity=".45" stroke-width="3"/>
</svg>`;
};
