// The images' HEALTHCHECK: GET /healthz on the app's own port; exit 0 when it answers 2xx within 2 s.
const port = process.env.PORT ?? '3000';
fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2000) }).then(
  (response) => process.exit(response.ok ? 0 : 1),
  () => process.exit(1),
);
