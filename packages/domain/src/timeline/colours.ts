/**
 * Capability area colours (spec: assigned per area id, seven shades each): each area takes a base colour in
 * the order the catalogue lists the areas; an action's bar takes the shade of its place in the capability
 * (the 8th action starts again at the first shade). Shades run from the base colour towards white, so black
 * text and outlines stay readable on every one.
 */
export const AREA_BASE_COLOURS = ['#0F6CBD', '#C2410C', '#107C10', '#8764B8', '#B4009E', '#038387'] as const;
export const SHADES_PER_AREA = 7;

function mixWithWhite(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (c: number) =>
    Math.round(c + (255 - c) * amount)
      .toString(16)
      .padStart(2, '0');
  return `#${channel((n >> 16) & 255)}${channel((n >> 8) & 255)}${channel(n & 255)}`;
}

const shadeCache = new Map<string, readonly string[]>();

/**
 * The seven shades of a base colour: the colour itself, then lighter by 10 % steps. Made once per colour: every
 * bar of a Timeline asks for its shade on each render.
 */
export function shadesOf(base: string): readonly string[] {
  let shades = shadeCache.get(base);
  if (!shades) {
    shades = Object.freeze(Array.from({ length: SHADES_PER_AREA }, (_, i) => mixWithWhite(base, i * 0.1)));
    if (shadeCache.size < 64) shadeCache.set(base, shades);
  }
  return shades;
}

/** The base colour of an area by its place in the catalogue's area list (unknown areas: grey). */
export function areaColour(areaIds: readonly string[], areaId: string): string {
  const index = areaIds.indexOf(areaId);
  return index < 0 ? '#616161' : (AREA_BASE_COLOURS[index % AREA_BASE_COLOURS.length] ?? '#616161');
}

/** The bar colour of the n-th action (0-based) of a capability in an area. */
export function actionColour(areaIds: readonly string[], areaId: string, actionIndex: number): string {
  return shadesOf(areaColour(areaIds, areaId))[actionIndex % SHADES_PER_AREA] ?? '#616161';
}
