/**
 * The table of contents (spec: nested, collapsible, up to five heading levels, numbered). A Fluent Tree: the
 * arrow keys move and open or close a branch, the chevron (or Right/Left) opens or closes it, and choosing an
 * entry (click, Enter) closes the dialog and takes the reader to its heading.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
  Tree,
  TreeItem,
  TreeItemLayout,
  type TreeItemValue,
  type TreeOpenChangeData,
} from '@fluentui/react-components';
import type { DocumentationTocNode } from '@portal/domain';

const useStyles = makeStyles({
  surface: { maxWidth: '640px', width: 'calc(100vw - 48px)' },
  content: { maxHeight: '60vh', overflowY: 'auto' },
  number: {
    display: 'inline-block',
    minWidth: '3.5em',
    color: tokens.colorNeutralForeground2,
    fontVariantNumeric: 'tabular-nums',
  },
});

export interface TocDialogProps {
  open: boolean;
  toc: DocumentationTocNode[];
  openItems: ReadonlySet<TreeItemValue>;
  onOpenItemsChange: (items: Set<TreeItemValue>) => void;
  onClose: () => void;
  onChoose: (anchor: string) => void;
}

function TocItems({
  nodes,
  onChoose,
}: {
  nodes: DocumentationTocNode[];
  onChoose: (anchor: string) => void;
}) {
  const styles = useStyles();
  return (
    <>
      {nodes.map((node) => (
        <TreeItem
          key={node.id}
          value={node.id}
          itemType={node.children.length > 0 ? 'branch' : 'leaf'}
          onClick={(e) => {
            // A click on the entry (or Enter) chooses it; the chevron and the arrow keys open and close it.
            e.preventDefault();
            onChoose(node.anchor);
          }}
        >
          <TreeItemLayout>
            <span className={styles.number}>{node.number}</span> {node.text}
          </TreeItemLayout>
          {node.children.length > 0 ? (
            <Tree>
              <TocItems nodes={node.children} onChoose={onChoose} />
            </Tree>
          ) : null}
        </TreeItem>
      ))}
    </>
  );
}

export function TocDialog({ open, toc, openItems, onOpenItemsChange, onClose, onChoose }: TocDialogProps) {
  const styles = useStyles();
  const onOpenChange = (_e: unknown, data: TreeOpenChangeData) => {
    if (data.type === 'Click' || data.type === 'Enter') return;
    onOpenItemsChange(new Set(data.openItems));
  };
  return (
    <Dialog open={open} onOpenChange={(_e, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>Table of Contents</DialogTitle>
          <DialogContent className={styles.content}>
            <Tree aria-label="Table of Contents" openItems={openItems} onOpenChange={onOpenChange}>
              <TocItems nodes={toc} onChoose={onChoose} />
            </Tree>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
