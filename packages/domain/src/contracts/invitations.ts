/**
 * Invitations (spec: Invite User dialog, POST /api/sales/invitations; ADR 0016): an admin invites an e-mail address
 * with the role it gets on first sign-in; the portal sends the invitation e-mail with a sign-in link.
 */
import { z } from 'zod';
import { DEFAULT_ROLE } from '../auth/roles.ts';
import { emailAddress, line, personRefSchema, storedText } from './common.ts';
import { roleIdSchema } from './users.ts';

const blankAsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const invitationRequestSchema = z.object({
  userEmailAddress: emailAddress(),
  /** Someone to copy (spec §7); an empty field means nobody. */
  ccEmailAddress: z.preprocess(blankAsAbsent, emailAddress().optional()),
  ccEmailName: z.preprocess(blankAsAbsent, line(200).trim().optional()),
  /** The role the address gets on first sign-in; Sales Person unless the admin picks another. */
  roleId: roleIdSchema.default(DEFAULT_ROLE),
});
export type InvitationRequest = z.infer<typeof invitationRequestSchema>;

export const INVITATION_STATUSES = ['pending', 'accepted'] as const;

/** A stored invitation; its id is the user id the address will have. */
export const invitationSchema = z.object({
  id: storedText(),
  email: storedText(),
  roleId: roleIdSchema,
  status: z.enum(INVITATION_STATUSES),
  cc: z.object({ email: storedText(), name: storedText().optional() }).optional(),
  invitedAt: storedText(),
  invitedBy: personRefSchema,
  /** How many invitation e-mails were sent (a re-invite sends again). */
  sent: z.number().int().min(0),
  acceptedAt: storedText().optional(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** The spec's confirmation, followed by the address. */
export const INVITE_SENT_TEXT = 'Invite has been sent to:';
