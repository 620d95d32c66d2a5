import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { MIN_WINDOW } from '@portal/domain';
import { useWindowSize } from '../../lib/hooks/use-window-size.ts';

const useStyles = makeStyles({
  overlay: {
    position: 'fixed',
    inset: 0,
    zIndex: 1000000,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXL,
    textAlign: 'center',
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

export function isWindowTooSmall(width: number, height: number): boolean {
  return width < MIN_WINDOW.width || height < MIN_WINDOW.height;
}

/** Covers the portal while the window is below the minimum of 990x400 pixels. */
export function WindowSizeWarning() {
  const styles = useStyles();
  const { width, height } = useWindowSize();
  if (!isWindowTooSmall(width, height)) return null;
  return (
    <div className={styles.overlay} role="alert">
      <Text as="h2" size={500} weight="semibold">
        The browser window is too small
      </Text>
      <Text>
        The portal needs a window of at least {MIN_WINDOW.width}x{MIN_WINDOW.height} pixels. Please enlarge
        the window.
      </Text>
    </div>
  );
}
