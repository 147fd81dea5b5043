import { describe, expect, it } from 'vitest';
import { ContractCheck } from './support/contract-check.ts';

describe('the contract check of the department API’s answers', () => {
  const check = new ContractCheck();
  const lookup = { _id: '64b000000000000000000001', status: 'active', domain: 'localhost' };

  it('accepts an answer the contract allows', () => {
    expect(check.problems('GET', '/site/view/domain', 200, lookup)).toEqual([]);
  });

  it('names what breaks the contract: a missing field, a wrong type, an undeclared status', () => {
    const { _id: _, ...withoutId } = lookup;
    expect(check.problems('GET', '/site/view/domain', 200, withoutId).join()).toContain('_id');
    expect(check.problems('GET', '/site/:siteId/news', 200, { items: 'none' })).not.toEqual([]);
    expect(check.problems('GET', '/site/view/domain', 299, lookup).join()).toContain(
      'declares no JSON answer',
    );
  });
});
