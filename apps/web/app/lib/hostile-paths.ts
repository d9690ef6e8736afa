/**
 * Test data: values an attacker puts in a `redirect` parameter or a URL, each meant to
 * take the shopper off the shop once a browser has normalised it.
 */
export const HOSTILE_PATHS: (string | null | undefined)[] = [
  null,
  undefined,
  '',
  'address',
  'https://evil.example/',
  'HTTPS://evil.example/',
  'javascript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example/x',
  '///evil.example',
  '/.//evil.example',
  '/./\\evil.example',
  '/..//evil.example',
  '/a/../..//evil.example',
  '/%2e//evil.example',
  '/%2E%2E//evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/\u0000/evil.example',
  '/user\u0000',
  `/${'a'.repeat(5000)}`,
];
