// The benchmark's static baseline: Fastify answering every GET with one fixed HTML string.
// Environment: PORT, HOST, BODY_BYTES (size of the body, to match the real page), CONTENT_TYPE.

import Fastify from 'fastify';

const bytes = Number(process.env.BODY_BYTES);
if (!Number.isSafeInteger(bytes) || bytes < 64) throw new Error('BODY_BYTES must be a whole number ≥ 64');
const contentType = process.env.CONTENT_TYPE ?? 'text/html; charset=utf-8';

const head = '<!doctype html><html lang="th"><head><title>baseline</title></head><body><p>';
const tail = '</p></body></html>';
const html = head + 'x'.repeat(bytes - head.length - tail.length) + tail;

const app = Fastify({ logger: false });
app.get('/*', (_request, reply) => reply.type(contentType).send(html));

const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
process.stdout.write(`baseline ready (${Buffer.byteLength(html)} bytes)\n`);
