/**
 * Prints what the server answers for every page path (and a sample of each pattern): status, <title>, meta
 * description, robots, canonical, whether the page came server-rendered and its first heading, then the sitemap.
 * `npm run build && node --import tsx scripts/dump-pages.ts > before.txt`; run again after a change to the page
 * table and diff: an empty diff shows the pages behave as before. The URL list is written out here on purpose,
 * independent of any table it checks.
 */
import { COLLECTIONS, SUBCOLLECTIONS } from '@dd/contracts';
import { createTestApp } from '../apps/server/test/test-app.js';
import { newMember } from '../apps/server/test/members.js';

const PATTERN_SAMPLES = [
  '/',
  '/about',
  '/drops',
  '/terms',
  '/privacy',
  '/submit',
  '/unsubscribe',
  '/blog',
  '/collections',
  '/search',
  '/login',
  '/register',
  '/profile',
  '/wishlist',
  '/wishlist/share/abc',
  '/rewards',
  '/forum',
  '/forum/new',
  '/forum/thread/999999',
  '/forum/thread/abc',
  '/forum/thread/0',
  '/forum/other',
  '/user/5',
  '/game',
  '/leaderboard',
  '/pvp-lobby',
  '/pvp',
  '/pvp-leaderboard',
  '/card-game-lobby',
  '/card-game',
  '/card-match',
  '/card-match?matchId=5',
  '/card-game/5',
  '/card-game/abc/replay',
  '/card-game/5/replay/more',
  '/deck-builder',
  '/test/5',
  '/test',
  '/admin',
  '/admin-products',
  '/admin-dashboard',
  '/admin-users',
  '/admin-orders',
  '/admin-subscribers',
  '/admin-suggestions',
  '/admin-moderation',
  '/admin/fair-play',
  '/admin/other',
  '/product',
  '/product/nope',
  '/product/a/b',
  '/product/a%20b',
  '/collections/nope',
  '/collections/tech/shirtvskins',
  '/collections/tech/a/b',
  '/blog/nope',
  '/blog/a/b',
  '/nope',
  '/about/team',
  '/a//b',
  '/x%E0%A4%A',
  // Trailing slashes, queries and case.
  '/about/',
  '/admin/',
  '/drops?utm_source=x',
  '/search?q=glow',
  '/unsubscribe?email=a%40b.c&token=x',
  '/About',
  '/ADMIN',
  '/Card-Game/5',
  '/Forum/Thread/1',
];

const ctx = await createTestApp({ seed: true, env: { PUBLIC_URL: 'https://drops.example' } });
try {
  const { app } = ctx;
  const member = await newMember(app, { username: 'dumper' });
  const thread = await app.inject({
    method: 'POST',
    url: '/api/forum/threads',
    headers: member.headers,
    payload: { title: 'A dumped thread', content: 'Some content for the dump.' },
  });
  const threadId = thread.json<{ thread: { id: number } }>().thread.id;
  const products = (await app.inject({ url: '/api/products?limit=3' })).json<{ items: { _id: string }[] }>();
  const slugs = app.deps.blog.all().map((p) => p.slug);

  const urls = [
    ...PATTERN_SAMPLES,
    `/forum/thread/${threadId}`,
    `/user/${member.user.id}`,
    ...products.items.map((p) => `/product/${p._id}`),
    ...COLLECTIONS.map((c) => `/collections/${c.id}`),
    ...SUBCOLLECTIONS.map((s) => `/collections/${s.parentId}/${s.id}`),
    ...slugs.map((s) => `/blog/${s}`),
  ];

  const pick = (html: string, re: RegExp) => re.exec(html)?.[1] ?? '-';
  for (const url of urls) {
    const res = await app.inject({ method: 'GET', url });
    const html = res.body;
    const root = pick(html, /<div id="root">([\s\S]*?)<\/div><script/);
    const rendered = /<div id="root"><\/div>/.test(html) ? 'shell' : 'ssr';
    const h1 = rendered === 'ssr' ? pick(root, /<h1[^>]*>([\s\S]*?)<\/h1>/).replace(/<[^>]+>/g, '') : '-';
    console.log(
      [
        url,
        `  status ${res.statusCode}`,
        `  title ${pick(html, /<title>([^<]*)<\/title>/)}`,
        `  description ${pick(html, /<meta name="description" content="([^"]*)">/)}`,
        `  robots ${pick(html, /<meta name="robots" content="([^"]*)">/)}`,
        `  canonical ${pick(html, /<link rel="canonical" href="([^"]*)">/)}`,
        `  og:type ${pick(html, /<meta property="og:type" content="([^"]*)">/)}`,
        `  render ${rendered} h1 ${h1}`,
      ].join('\n'),
    );
  }
  const sitemap = await app.inject({ url: '/sitemap.xml' });
  console.log(`/sitemap.xml ${sitemap.statusCode}`);
  for (const m of sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)) console.log(`  ${m[1]}`);
} finally {
  await ctx.close();
}
