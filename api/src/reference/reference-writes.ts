/** Admin writes of reference catalogues: If-Match required, stale writes refused, who and when recorded. */
import type { HttpRequest } from '@azure/functions';
import type { Actor } from '../http/current-user.ts';
import { conflict, HttpError, notFound } from '../http/errors.ts';
import { PreconditionFailedError } from '../ports/store.ts';
import type { Services } from '../services.ts';
import { referenceOf, type ReferenceDoc, type ReferenceName } from './reference-store.ts';

export function requireIfMatch(req: HttpRequest): string {
  const ifMatch = req.headers.get('if-match');
  if (!ifMatch) {
    throw new HttpError(
      428,
      'precondition_failed',
      "Send the version you edited (If-Match) so that nobody else's changes are overwritten.",
    );
  }
  return ifMatch;
}

export async function replaceReference(
  services: Services,
  actor: Actor,
  name: ReferenceName,
  value: unknown,
  ifMatch: string,
) {
  const container = referenceOf(services);
  const current = await container.read(name);
  if (!current) throw notFound(`The ${name} catalogue`);
  const doc: ReferenceDoc = {
    id: name,
    value,
    modifiedAt: services.now().toISOString(),
    modifiedBy: { id: actor.user.id, name: actor.user.name, email: actor.user.email },
  };
  try {
    return await container.replace(doc, { ifMatch });
  } catch (err) {
    if (err instanceof PreconditionFailedError) {
      throw conflict('Someone else changed this first. Reload to see their changes.', {
        current: current.item.value,
      });
    }
    throw err;
  }
}
