/**
 * The Combined Tools dialog (spec: Derived views, Dialogs): the tools and resources of every in-scope action,
 * one row per tool (combined by name), with the actions that use it. A tool's document opens (web link) or
 * downloads (upload) for lead-provider users. Empty: 'None'.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { isLeadProvider } from '@portal/domain';
import { useMemo } from 'react';
import { ColumnTable } from '../../../lib/column-table.tsx';
import { SafeText } from '../../../lib/sanitize.ts';
import { useSolutionPage } from '../state/page-context.tsx';
import { ItemDocumentCell } from '../../../lib/documents/item-document-cell.tsx';
import { combinedTools, type Owned } from '@portal/domain';
import type { DocumentItem } from '@portal/domain';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(960px, calc(100vw - 48px))' },
  path: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

export function CombinedToolsDialog({ tools }: { tools: readonly Owned<DocumentItem>[] }) {
  const styles = useStyles();
  const { role } = useSolutionPage();
  const rows = useMemo(() => combinedTools(tools), [tools]);
  const leadProvider = isLeadProvider(role);
  return (
    <Dialog>
      <DialogTrigger disableButtonEnhancement>
        <Button>Combined Tools</Button>
      </DialogTrigger>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>Combined Tools</DialogTitle>
          <DialogContent>
            {rows.length === 0 ? (
              <Text>None</Text>
            ) : (
              <ColumnTable
                label="Combined Tools"
                size="small"
                rows={rows}
                rowKey={(row) => row.key}
                columns={[
                  { title: 'Name', cell: (row) => row.item.name },
                  { title: 'Description', cell: (row) => <SafeText html={row.item.description} /> },
                  { title: 'Format', cell: (row) => row.item.format.name },
                  {
                    title: 'Document',
                    cell: ({ item }) => <ItemDocumentCell item={item} leadProvider={leadProvider} />,
                  },
                  { title: 'Used by', cell: (row) => row.actions.join(', ') },
                  { title: 'Path', cell: (row) => row.paths.join('; '), className: styles.path },
                ]}
              />
            )}
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="primary">Close</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
