import type { DefaultBodyType, HttpResponseResolver, PathParams } from 'msw';
import { PersistError } from '../db/persist-error';
import { EarlyResponse, messageResponse, somethingWentWrong } from './http';

type ResolverInfo<P extends PathParams> = Parameters<HttpResponseResolver<P>>[0];

/**
 * Wraps a resolver so nothing throws out of a handler: an `EarlyResponse` becomes its answer,
 * a `PersistError` becomes 507 `{ message }`, anything else becomes `fallback()` (500 `{ message: 'Something went wrong' }` by default).
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
      // The change could not be stored (and was undone): never answer success.
      if (error instanceof PersistError) return messageResponse(507, error.message);
      console.error('[mock-api] unexpected error', error);
      return fallback();
    }
  };
}
