import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { answerSerializerCompiler } from '../lib/answer-serializer.js';
import { AppError, validationError } from '../lib/errors.js';
import { unstorableText } from '../lib/unstorable-text.js';

/**
 * How every route reads its input and writes its answer: zod validation, the compiled answer
 * serializer, the one JSON body parser and the `X-Request-Id` header. Breaks encapsulation on
 * purpose: compilers and parsers apply to the whole app.
 */
export const requestParsing = fp(
  (app: FastifyInstance, opts: { checkAnswers: boolean }) => {
    // Fastify hands a missing body to validation as null; to our schemas "no body" is undefined,
    // so a body whose fields are all optional may be omitted. Input its schema takes is still
    // refused when it holds text the database cannot store (NUL, unpaired surrogates).
    app.setValidatorCompiler<ZodType>((route) => {
      const validate = validatorCompiler(route);
      const checked = (data: unknown) => {
        const result = validate(data);
        if (route.httpPart === 'headers' || typeof result !== 'object' || 'error' in result) {
          return result;
        }
        const issues = unstorableText(data);
        return issues.length > 0 ? { error: issues } : result;
      };
      return route.httpPart === 'body' ? (data: unknown) => checked(data ?? undefined) : checked;
    });
    app.setSerializerCompiler(answerSerializerCompiler({ checkAnswers: opts.checkAnswers }));

    // An empty body with a JSON content type counts as no body (SPEC §8).
    const notAnObject = () =>
      validationError(
        [{ path: '', message: 'Expected a JSON object' }],
        'The request body must be a JSON object.',
      );
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser(['application/json', 'text/plain']);
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      void parseJson(request, text, (err, value: unknown) => {
        if (err)
          done(new AppError('bad_request', 'The request body is not valid JSON.'), undefined);
        // Every body the API takes is an object: `null`, arrays and bare values are refused
        // here, so `null` is never read as "no body" (SPEC §8).
        else if (typeof value !== 'object' || value === null || Array.isArray(value)) {
          done(notAnObject(), undefined);
        } else done(null, value);
      });
    });
    app.addHook('onSend', async (request, reply) => {
      void reply.header('x-request-id', request.id);
    });
  },
  { name: 'request-parsing' },
);
