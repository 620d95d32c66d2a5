/** Admin routes (issue 9), filled by the page that needs them. */
import { defineRoutes } from '../http/route.ts';

export const adminPlacesRoutes = defineRoutes([]);
