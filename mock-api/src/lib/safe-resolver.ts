import type { DefaultBodyType, HttpResponseResolver, PathParams } from 'msw';
import { EarlyResponse, somethingWentWrong } from './http';

type ResolverInfo<P extends PathParams> = Parameters<HttpResponseResolver<P>>[0];

/**
 * Wraps a resolver so nothing throws out of a handler: an `EarlyResponse` becomes its answer,
 * anything else becomes `fallback()` (500 `{ message: 'Something went wrong' }` by default).
 */
export function safeResolver<P extends PathParams<keyof P> = PathParams>(
  resolver: (info: ResolverInfo<P>) => Response | Promise<Response>,
  fallback: () => Response = somethingWentWrong,
): HttpResponseResolver<P, DefaultBodyType, undefined> {
  return async (info) => {
    try {
      return await resolver(info);
    } catch (error) {
      if (error instanceof EarlyResponse) return error.response;
      console.error('[mock-api] unexpected error', error);
      return fallback();
    }
  };
}
