/** /sales/admin/capabilities/deliverables: the catalogue's deliverables, read-only. */
import { CatalogueItemsPage } from './catalogue-items-page.tsx';

export default function DeliverablesPage({ title }: { title: string }) {
  return <CatalogueItemsPage title={title} kind="deliverables" />;
}
