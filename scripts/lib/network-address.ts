// The machine's first IPv4 address that is not loopback (undefined on a machine with none): what a neighbour on
// the network would connect to, for tests that show a port is (or is not) reachable from outside.

import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';

export function nonLoopbackAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;
}

/** Whether a TCP connection to host:port is accepted. */
export function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 2000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}
