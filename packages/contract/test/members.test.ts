import { describe, expect, it } from 'vitest';
import { HTTP_METHODS, loadOpenApiDocument, type OpenApiOperation } from '../src/index.ts';
import { contractErrors } from '../src/json-schema.ts';
import * as rules from '../src/rules.ts';

const document = loadOpenApiDocument();

function memberOperations(): Array<[string, string, OpenApiOperation]> {
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/member/'))
    .flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => (HTTP_METHODS as readonly string[]).includes(method))
        .map(([method, operation]): [string, string, OpenApiOperation] => [
          path,
          method,
          operation as OpenApiOperation,
        ]),
    );
}

describe('the members’ calls', () => {
  it('have requirements.md §9.1 calls 2-5 exactly as written there', () => {
    const calls = memberOperations().map(([path, method]) => `${method.toUpperCase()} ${path}`);
    expect(calls).toEqual(
      expect.arrayContaining([
        'POST /member/signup/',
        'POST /member/profile-email',
        'POST /member/update-profile/{id}',
        'POST /member/change-password/{id}',
      ]),
    );
  });

  it('name their site in X-Site-Id and answer every failure as MemberFailure (success false)', () => {
    expect(memberOperations()).toHaveLength(19);
    for (const [, , operation] of memberOperations()) {
      const parameters = (operation.parameters ?? []) as Array<{ $ref?: string }>;
      expect(
        parameters.map((parameter) => parameter.$ref),
        operation.operationId,
      ).toContain('#/components/parameters/MemberSite');
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) < 400) continue;
        expect(response, `${operation.operationId} ${status}`).toEqual({
          $ref:
            status === '429'
              ? '#/components/responses/MemberTooManyRequests'
              : '#/components/responses/MemberFailure',
        });
      }
    }
  });

  it('hold the success flag to its value', () => {
    const failure = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'The e-mail address or the password is not right',
      success: false,
      code: 'invalid_credentials',
    };
    expect(contractErrors('MemberFailure', failure)).toEqual([]);
    expect(contractErrors('MemberFailure', { ...failure, success: true })).not.toEqual([]);
    expect(contractErrors('MemberAccepted', { success: true, message: 'ok' })).toEqual([]);
    expect(contractErrors('MemberAccepted', { success: false, message: 'ok' })).not.toEqual([]);
  });

  it('give the member token the life of the members_access_token cookie (24 hours)', () => {
    const session = document.components.schemas.MemberSession as {
      properties: { expires_in: { const: number } };
    };
    expect(session.properties.expires_in.const).toBe(rules.MEMBER_TOKEN_LIFETIME_SECONDS);
    expect(rules.MEMBER_TOKEN_LIFETIME_SECONDS).toBe(24 * 60 * 60);
  });
});
