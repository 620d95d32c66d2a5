import type { User } from '@portal/domain';
import type { Services } from '../services.ts';

/** The `users` container: the one way in (ADR 0063). */
export const usersOf = (services: Services) => services.store.container<User>('users');
