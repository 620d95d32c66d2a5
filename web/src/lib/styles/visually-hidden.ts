/**
 * Text read by assistive technology and not shown (the usual clip pattern), as a Griffel style to spread into a
 * makeStyles slot: `hidden: VISUALLY_HIDDEN`.
 */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
