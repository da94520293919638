/*
 * zod 4 probes `new Function('')` to compile fast object parsers. The portal's CSP has no
 * 'unsafe-eval', so the probe is a CSP violation on every page: turn the compiler off. The setting
 * lives on globalThis, so the remotes' own copies of zod (classic or mini) follow it. Import this module first,
 * before any module that builds a schema.
 */
import { config } from 'zod/mini';

config({ jitless: true });
