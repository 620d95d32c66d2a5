import type { SalesClient, SalesCountry } from '@portal/domain';
import type { Services } from '../services.ts';

/** The `clients` container: the one way in (ADR 0063). */
export const clientsOf = (services: Services) => services.store.container<SalesClient>('clients');

/** The same container for lists that read selected fields only (QuerySpec.select), as their rows. */
export const clientRowsOf = <Row extends { id: string }>(services: Services) =>
  services.store.container<Row>('clients');

/** The `countries` container: the one way in (ADR 0063). */
export const countriesOf = (services: Services) => services.store.container<SalesCountry>('countries');
