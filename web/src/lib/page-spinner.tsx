import { Spinner } from '@fluentui/react-components';
import { LIST_LOAD_DELAY_MS } from '@portal/domain';
import { useDelayedFlag } from './hooks/use-delayed-flag.ts';

/** A page-level spinner that appears only if loading lasts longer than LIST_LOAD_DELAY_MS. */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  const shown = useDelayedFlag(true, LIST_LOAD_DELAY_MS);
  if (!shown) return null;
  return <Spinner label={label} style={{ margin: '48px auto' }} />;
}
