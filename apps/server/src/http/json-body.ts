import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * JSON bodies must be UTF-8: bytes that are not (a lone 0xff, a surrogate encoded as UTF-8) are a
 * 400, not text quietly stored with replacement characters. `emptyAsNone`: an empty body is no
 * body (the SPEC's clients send PUT /guests/checkout/{room} with a JSON type and nothing).
 */
export const useStrictJsonBodies = (scope: FastifyInstance, { emptyAsNone = false } = {}) => {
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(badRequest('The request body is not valid UTF-8'), undefined);
      return;
    }
    if (emptyAsNone && text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
};
