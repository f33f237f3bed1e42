// The parameters a sandboxed frame posts (its Origin is "null" and it sends no cookie): a
// text/plain JSON object, which needs no preflight, or a form. A JSON value that is not a
// string arrives as its JSON text (a sportsbook placement's legs, say).
import { ErrorType } from '@omad/contract/api';
import { ApiError } from '../http/errors';
import { paramsFrom } from '../http/params';
import type { Params } from '../http/params';

const malformedBody = (): ApiError =>
  new ApiError(ErrorType.InvalidParameter, 'Malformed request body');

export const readFrameParams = async (request: Request): Promise<Params> => {
  const type = request.headers.get('content-type')?.toLowerCase() ?? '';
  try {
    if (
      type.startsWith('application/x-www-form-urlencoded') ||
      type.startsWith('multipart/form-data')
    ) {
      const form = await request.formData();
      return paramsFrom(
        [...form].flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : [])),
      );
    }
    const json: unknown = JSON.parse(await request.text());
    if (!json || typeof json !== 'object' || Array.isArray(json)) throw malformedBody();
    return paramsFrom(
      Object.entries(json).map(([key, value]): [string, string] => [
        key,
        typeof value === 'string' ? value : JSON.stringify(value),
      ]),
    );
  } catch (error) {
    throw error instanceof ApiError ? error : malformedBody();
  }
};
