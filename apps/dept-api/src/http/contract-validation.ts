/**
 * Fastify validates requests and serializes responses with Ajv instances that know the contract (JSON Schema
 * 2020-12). A response that does not match the contract is not sent: it becomes a logged 500, so tests catch it.
 */
import type { FastifyInstance } from 'fastify';
import { createContractAjv } from '@probation/contract/json-schema';

export class ContractViolationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContractViolationError';
  }
}

export function useContractValidation(app: FastifyInstance): void {
  const requestAjv = createContractAjv({ coerceTypes: false, useDefaults: true, removeAdditional: false });
  const responseAjv = createContractAjv({ allErrors: true });

  // Query strings and path parameters arrive as text: numbers and booleans are read from it ("2", "true").
  const urlAjv = createContractAjv({ coerceTypes: true, useDefaults: true, removeAdditional: false });

  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'querystring' || httpPart === 'params' ? urlAjv : requestAjv).compile(schema),
  );

  app.setSerializerCompiler(({ schema, method, url, httpStatus }) => {
    const validate = responseAjv.compile(schema);
    return (data: unknown) => {
      if (!validate(data)) {
        const problems = responseAjv.errorsText(validate.errors, { dataVar: 'response' });
        throw new ContractViolationError(
          `${method} ${url} answered ${httpStatus} outside the contract: ${problems}`,
        );
      }
      return JSON.stringify(data);
    };
  });
}
