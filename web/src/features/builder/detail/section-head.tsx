/** The heading of a side panel section, with the section's button (Add…, Manage…) when it can be edited. */
import { Button, Text } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { usePanelStyles } from './panel-styles.ts';

export interface SectionButton {
  label: string;
  icon: ReactElement;
  onClick: () => void;
}

export function SectionHead({ title, button }: { title: string; button?: SectionButton | undefined }) {
  const styles = usePanelStyles();
  return (
    <div className={styles.sectionHead}>
      <Text weight="semibold" className={styles.sectionTitle}>
        {title}
      </Text>
      {button ? (
        <Button size="small" icon={button.icon} onClick={button.onClick}>
          {button.label}
        </Button>
      ) : null}
    </div>
  );
}
