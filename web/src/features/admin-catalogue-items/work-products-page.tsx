/** /sales/admin/capabilities/work-products: the catalogue's work products, read-only. */
import { CatalogueItemsPage } from './catalogue-items-page.tsx';

export default function WorkProductsPage({ title }: { title: string }) {
  return <CatalogueItemsPage title={title} kind="workProducts" />;
}
