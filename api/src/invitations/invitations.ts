/**
 * Invitations (issue 9, ADR 0016): an admin invites an e-mail address with a role. The invitation is kept in the
 * 'invitations' container under the user id the address will have, the invitation e-mail (with the sign-in link)
 * goes out through the mail port at once, and the first sign-in of that address takes the role
 * (acceptInvitation, called where users are created).
 */
import { ROLE_NAMES, type Invitation, type InvitationRequest } from '@portal/domain';
import { recordAudit } from '../audit/audit-log.ts';
import type { Actor } from '../http/current-user.ts';
import { conflict, HttpError } from '../http/errors.ts';
import { ConflictError, PreconditionFailedError } from '../ports/store.ts';
import { userIdForEmail } from '../identity/user-id.ts';
import { invitationsOf } from '../identity/invitation-store.ts';
import type { Services } from '../services.ts';
import { usersOf } from '../identity/user-store.ts';

export function invitationMail(invitation: Invitation, publicUrl: string) {
  const link = `${publicUrl}/welcome`;
  const role = ROLE_NAMES[invitation.roleId];
  return {
    subject: 'You are invited to the Solution Portal',
    text:
      `${invitation.invitedBy.name} has invited you to the Solution Portal as ${role}.\n\n` +
      `Sign in with this e-mail address (${invitation.email}) here: ${link}\n\n` +
      'The portal is for UK use and supplements the governed solutioning process.',
  };
}

/** Records (or renews) the invitation, sends the e-mail and audits it; refused for an address that has an account. */
export async function invite(
  services: Services,
  actor: Actor,
  request: InvitationRequest,
): Promise<Invitation> {
  const email = request.userEmailAddress.toLowerCase();
  const id = userIdForEmail(email);
  const existingUser = await usersOf(services).read(id);
  if (existingUser) {
    throw conflict(
      `${email} already has an account (${ROLE_NAMES[existingUser.item.roleId]}). Change their role in the table instead.`,
      { fields: { userEmailAddress: 'already has an account' } },
    );
  }
  const invitations = invitationsOf(services);
  const previous = await invitations.read(id);
  const invitation: Invitation = {
    id,
    email,
    roleId: request.roleId,
    status: 'pending',
    ...(request.ccEmailAddress
      ? {
          cc: {
            email: request.ccEmailAddress,
            ...(request.ccEmailName ? { name: request.ccEmailName } : {}),
          },
        }
      : {}),
    invitedAt: services.now().toISOString(),
    invitedBy: { id: actor.user.id, name: actor.user.name, email: actor.user.email },
    sent: (previous?.item.sent ?? 0) + 1,
  };
  const saved = previous
    ? await invitations.replace(invitation, { ifMatch: previous.etag }).catch((err: unknown) => {
        if (err instanceof PreconditionFailedError)
          throw conflict('Someone else invited this address at the same moment. Try again.');
        throw err;
      })
    : await invitations.create(invitation).catch((err: unknown) => {
        if (err instanceof ConflictError)
          throw conflict('Someone else invited this address at the same moment. Try again.');
        throw err;
      });
  try {
    await services.mail.send({
      to: [{ email }],
      ...(invitation.cc ? { cc: [invitation.cc] } : {}),
      ...invitationMail(invitation, services.settings.publicUrl),
    });
  } catch (error) {
    console.error('The invitation e-mail could not be sent', id, error);
    throw new HttpError(
      503,
      'unavailable',
      'The invitation e-mail could not be sent. Try again in a minute.',
    );
  }
  await recordAudit(services, actor, {
    area: 'invitations',
    action: previous ? 'update' : 'create',
    target: { id, name: email },
    before: previous
      ? { role: ROLE_NAMES[previous.item.roleId], status: previous.item.status, cc: previous.item.cc }
      : undefined,
    after: { role: ROLE_NAMES[invitation.roleId], status: invitation.status, cc: invitation.cc },
  });
  return saved.item;
}

/** Pending invitations, newest first (admins' list under the users table). */
export async function pendingInvitations(services: Services): Promise<Invitation[]> {
  const out: Invitation[] = [];
  let continuationToken: string | undefined;
  do {
    const page = await invitationsOf(services).query({
      where: [{ path: 'status', op: 'eq', value: 'pending' }],
      pageSize: 1000,
      ...(continuationToken ? { continuationToken } : {}),
    });
    out.push(...page.items.map((i) => i.item));
    continuationToken = page.continuationToken;
  } while (continuationToken);
  return out.sort((a, b) => b.invitedAt.localeCompare(a.invitedAt));
}
