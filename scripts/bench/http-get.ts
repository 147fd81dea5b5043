// One GET to a server the bench started, naming the host the load generator names (Host: localhost).

import { request } from 'node:http';

/** The host every request names: the website's demo site at localhost. */
export const HOST_HEADER = 'localhost';

export interface Response {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Response> {
  return new Promise((done, fail) => {
    const req = request(
      { host: '127.0.0.1', port, path, headers: { host: HOST_HEADER, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.setTimeout(10_000, () => req.destroy(new Error(`GET ${path} timed out`)));
    req.end();
  });
}
