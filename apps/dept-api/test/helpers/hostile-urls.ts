/**
 * Addresses no URL field of the contract takes (MediaPath, MediaOrHttpsUrl, HttpsUrl; decision 0607): other
 * schemes, other hosts by a scheme-relative path, paths that leave /media/, and https addresses a browser would read
 * another way than they look.
 */
export const HOSTILE_URLS: readonly string[] = [
  '//evil.example/x.jpg',
  'data:text/html,<script>alert(1)</script>',
  'file:///etc/passwd',
  'gopher://evil.example:70/_x',
  'javascript:alert(1)//.jpg',
  'http://evil.example/x.jpg',
  'HTTPS://evil.example/x.jpg',
  '/media/../config/x.jpg',
  '/media/a/../../x.jpg',
  '/media//evil.example/x.jpg',
  '/media/a\\b.jpg',
  '/media/a\nb.jpg',
  '/media/a\u0000.jpg',
  ' /media/a.jpg',
  'https:/\\evil.example/x.jpg',
  'https://evil.example/a b.jpg',
  'https://evil.example/a"onerror="x.jpg',
  'https://user@evil.example/x.jpg',
  'https://evil.example\\@www.probation.go.th/x.jpg',
  'https://-evil.example/x.jpg',
];
