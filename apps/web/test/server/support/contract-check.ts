import { loadOpenApiDocument, type OpenApiOperation } from '@probation/contract';
import { createContractAjv, toContractSchema } from '@probation/contract/json-schema';

type ValidateFunction = ReturnType<ReturnType<typeof createContractAjv>['compile']>;

/**
 * Holds the department API under test to the contract (packages/contract/openapi.yaml): every JSON answer its
 * proxy passes on is checked against the response schema the contract declares for that path, method and status
 * (dept-api-under-test.ts). An answer that drifts from the contract would test the gateway against the wrong thing.
 */
export class ContractCheck {
  readonly #ajv = createContractAjv({ allErrors: true });
  readonly #validators = new Map<string, ValidateFunction | null>();
  readonly #operations = operationsByRoute();

  /**
   * The problems of one answer, empty when it keeps to the contract. `route` is a route template, in Fastify's
   * spelling (`/site/:siteId/news`) or the contract's (`/site/{siteId}/news`), matched by its segments.
   */
  problems(method: string, route: string, status: number, body: unknown): string[] {
    const key = `${method.toLowerCase()} ${templateOf(route)} ${status}`;
    let validate = this.#validators.get(key);
    if (validate === undefined) {
      validate = this.#compile(method, route, status);
      this.#validators.set(key, validate);
    }
    if (validate === null) return [`${key}: the contract declares no JSON answer for it`];
    if (validate(body)) return [];
    return [`${key}: ${this.#ajv.errorsText(validate.errors, { dataVar: 'answer' })}`];
  }

  #compile(method: string, route: string, status: number): ValidateFunction | null {
    const operation = this.#operations.get(`${method.toLowerCase()} ${templateOf(route)}`);
    const response = operation?.responses[String(status)] ?? operation?.responses.default;
    const resolved = response && '$ref' in response ? resolveResponse(String(response.$ref)) : response;
    const schema = resolved?.content?.['application/json']?.schema;
    return schema ? this.#ajv.compile(toContractSchema(schema)) : null;
  }
}

/** `/site/:siteId/news/:id` and `/site/{siteId}/news/{id}` alike become `/site/{}/news/{}` (`/media/*` too). */
function templateOf(path: string): string {
  return path.replace(/:[A-Za-z_]+|\{[A-Za-z_]+\}|\*$/g, '{}');
}

function operationsByRoute(): Map<string, OpenApiOperation> {
  const operations = new Map<string, OpenApiOperation>();
  for (const [path, methods] of Object.entries(loadOpenApiDocument().paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (operation && typeof operation === 'object' && 'responses' in operation) {
        operations.set(`${method} ${templateOf(path)}`, operation as OpenApiOperation);
      }
    }
  }
  return operations;
}

function resolveResponse(ref: string) {
  const name = ref.replace('#/components/responses/', '');
  return loadOpenApiDocument().components.responses?.[name];
}
