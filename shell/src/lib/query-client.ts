import { createQueryClient } from '@portal/design/base';

/**
 * The portal's query cache: the frame's and every remote page's queries (they share
 * `@tanstack/react-query`). The start-up preload fills it with the first page's data
 * (`RemotePageModule.loadData`) before the first render.
 */
export const queryClient = createQueryClient();
