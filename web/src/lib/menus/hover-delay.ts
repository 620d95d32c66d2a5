/**
 * The spec's sub-menu hover delay (Timings: "Sub-menu hover delay 250 ms"): a sub-menu opens 250 ms after the
 * pointer rests on its item, and the header's hover-opened Admin menu likewise. Every `Menu` that is a sub-menu
 * (or opens on hover) takes `hoverDelay={SUB_MENU_HOVER_DELAY_MS}`.
 */
export const SUB_MENU_HOVER_DELAY_MS = 250;
