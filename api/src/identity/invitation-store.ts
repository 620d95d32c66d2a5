/** The 'invitations' container and what sign-in needs of it (no HTTP or audit imports: current-user.ts uses it). */
import type { Invitation, RoleId } from '@portal/domain';
import type { Services } from '../services.ts';

export const invitationsOf = (services: Services) => services.store.container<Invitation>('invitations');

/** The role a pending invitation gives the user with this id, if any. */
export async function invitedRole(services: Services, userId: string): Promise<RoleId | undefined> {
  const stored = await invitationsOf(services).read(userId);
  return stored?.item.status === 'pending' ? stored.item.roleId : undefined;
}

/** Marks the invitation accepted once the user exists; a failure only leaves it pending (the role is already set). */
export async function markAccepted(services: Services, userId: string): Promise<void> {
  try {
    const stored = await invitationsOf(services).read(userId);
    if (!stored || stored.item.status !== 'pending') return;
    await invitationsOf(services).replace(
      { ...stored.item, status: 'accepted', acceptedAt: services.now().toISOString() },
      { ifMatch: stored.etag },
    );
  } catch (error) {
    console.error('The invitation could not be marked accepted', userId, error);
  }
}
