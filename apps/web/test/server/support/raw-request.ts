import { connect } from 'node:net';

/**
 * One HTTP/1.1 request written byte for byte on a socket (app.inject would normalise the request line): the
 * status line and the body of the answer.
 */
export async function rawRequest(
  port: number,
  requestLine: string,
  headers: Record<string, string>,
): Promise<{ status: string; body: string }> {
  const head = Object.entries({ ...headers, connection: 'close' })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`${requestLine}\r\n${head}\r\n`));
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
  });
  const [statusAndHeaders = '', ...body] = answer.split('\r\n\r\n');
  return { status: statusAndHeaders.split('\r\n')[0] ?? '', body: body.join('\r\n\r\n') };
}
