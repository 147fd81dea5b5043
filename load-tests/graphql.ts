// Internal tools querying /graphql: `npm run load -- graphql`.
import { queryGraphql } from './lib/internal-tool.ts';
import { DURATION, THRESHOLDS } from './lib/thresholds.ts';

export const options = {
  scenarios: {
    tools: { executor: 'constant-vus', vus: Number(__ENV.VUS || 10), duration: DURATION },
  },
  thresholds: THRESHOLDS,
};

export default () => queryGraphql();
