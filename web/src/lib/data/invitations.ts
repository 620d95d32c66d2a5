/** The pending invitations (ADR 0016, ADR 0028): GET /sales/invitations (admins) and a new one (POST). */
import { invitationSchema, type InvitationRequest } from '@portal/domain';
import useSWR, { mutate } from 'swr';
import { z } from 'zod';
import { apiFetch } from '../api/client.ts';

export const INVITATIONS_KEY = '/sales/invitations';
export const invitationsSchema = z.array(invitationSchema);

export function fetchInvitations(key: string = INVITATIONS_KEY) {
  return apiFetch(key, { schema: invitationsSchema });
}

export function usePendingInvitations(enabled: boolean) {
  return useSWR(enabled ? INVITATIONS_KEY : null, fetchInvitations);
}

/** POST /sales/invitations: the invitation is sent; the pending list is read again. */
export async function sendInvitation(request: InvitationRequest) {
  const invitation = await apiFetch(INVITATIONS_KEY, {
    method: 'POST',
    body: request,
    schema: invitationSchema,
  });
  await mutate(INVITATIONS_KEY);
  return invitation;
}
