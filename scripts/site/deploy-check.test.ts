import { deployProblems, type DeployFacts } from './deploy-check'

const ready: DeployFacts = {
  files: new Set([
    'index.html',
    'garlic.html',
    'af/knoffel.html',
    '404.html',
    'sw.js',
    'sw-light.js',
    '_headers',
    'manifest.webmanifest',
  ]),
  pageFiles: ['index.html', 'garlic.html', 'af/knoffel.html'],
  connectOrigins: ['https://api.emailjs.com'],
  staleReason: null,
  exampleSettings: [],
  settingsError: null,
  localSinkRequested: false,
  nginxSite: 'current',
}

const without = (...files: string[]) => new Set([...ready.files!].filter((file) => !files.includes(file)))

describe('deployProblems', () => {
  test('a build with real settings, every file and its nginx configuration may go live', () => {
    expect(deployProblems(ready)).toEqual([])
  })

  test.each<[string, Partial<DeployFacts>, RegExp]>([
    ['no out/ at all', { files: null }, /^There is no out\/ to deploy: run `npm run build`/],
    [
      'built for the local mail sink',
      { connectOrigins: ['http://127.0.0.1:3001'] },
      /local mail sink \(http:\/\/127\.0\.0\.1:3001\), as npm start and the tests build it/,
    ],
    [
      'built for a sink on localhost',
      { connectOrigins: ['https://api.emailjs.com', 'http://localhost:4174'] },
      /local mail sink \(http:\/\/localhost:4174\)/,
    ],
    ['the local sink asked for here', { localSinkRequested: true }, /^EMAILJS_LOCAL_SINK is set/],
    [
      'settings with example values',
      { exampleSettings: ['SITE_EMAIL', 'EMAILJS_PUBLIC_KEY'] },
      /example values \(README, "Configuration"\): SITE_EMAIL, EMAILJS_PUBLIC_KEY\./,
    ],
    [
      'settings that do not load',
      { settingsError: 'SITE_URL: must be a full https:// address' },
      /not valid:\nSITE_URL: must be a full https:\/\/ address/,
    ],
    ['no service worker', { files: without('sw.js') }, /^out\/ is missing sw\.js \(the service worker\):/],
    ['no light service worker', { files: without('sw-light.js') }, /^out\/ is missing sw-light\.js \(the light/],
    [
      'no _headers',
      { files: without('_headers') },
      /^out\/ is missing _headers \(the hosts' security headers and cache policy\):/,
    ],
    ['no 404 page', { files: without('404.html') }, /^out\/ is missing 404\.html \(the 404 page\):/],
    [
      'a page of the registry missing',
      { files: without('af/knoffel.html') },
      /^out\/ is missing af\/knoffel\.html \(a page of content\/pages\.yaml\):/,
    ],
    [
      'a stale build',
      { staleReason: 'content changed since the last build' },
      /\(content changed since the last build\): run `npm run build`/,
    ],
    ['no nginx configuration', { nginxSite: 'missing' }, /^deploy\/nginx-site\.conf, the site for nginx, is missing/],
    [
      "another build's nginx configuration",
      { nginxSite: 'other build' },
      /^deploy\/nginx-site\.conf does not match out\/ \(written by another build, or edited\)/,
    ],
  ])('%s is refused, saying why', (_case, change, message) => {
    const problems = deployProblems({ ...ready, ...change })
    expect(problems).toEqual([expect.stringMatching(message)])
  })

  test('every problem is listed at once', () => {
    const problems = deployProblems({
      ...ready,
      connectOrigins: ['http://127.0.0.1:3001'],
      exampleSettings: ['SITE_URL'],
      files: without('sw.js', 'garlic.html'),
    })
    expect(problems).toHaveLength(3)
    expect(problems[2]).toMatch(
      /missing sw\.js \(the service worker\), garlic\.html \(a page of content\/pages\.yaml\)/,
    )
  })
})
