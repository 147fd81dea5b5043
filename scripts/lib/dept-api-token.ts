// An access token of dept-api's demo website client, once a freshly started dept-api answers (it migrates and
// seeds its database first): used by what starts dept-api as a process and then calls it.

import { DEMO_CLIENTS } from '../../apps/dept-api/src/config.ts';

const WEBSITE_CLIENT = DEMO_CLIENTS[0]!;

/** Asks until dept-api grants a token, up to `timeoutMs`; `output` tells why when it never does. */
export async function demoClientToken(
  origin: string,
  output: () => string,
  timeoutMs = 90_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${origin}/oauth2/client/access-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'client_credentials',
        client_id: WEBSITE_CLIENT.client_id,
        client_secret: WEBSITE_CLIENT.client_secret,
      }),
    }).catch(() => undefined);
    if (response?.ok) return ((await response.json()) as { access_token: string }).access_token;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`dept-api did not start:\n${output()}`);
}
