/** The eight sample stories of spec section 3, put into an empty database on first start. */
export interface SampleStory {
  title: string;
  slug: string;
  excerpt: string;
  tags: string[];
  publishedAt: string;
  /** Two colours for the generated cover. */
  palette: [string, string];
  content: string;
}

export const SAMPLE_STORIES: SampleStory[] = [
  {
    title: 'Why I Started Writing Again',
    slug: 'why-i-started-writing-again',
    excerpt: 'After years of drafts that never left my notebook, I decided to publish one honest page a week.',
    tags: ['personal'],
    publishedAt: '2026-01-12T09:00:00Z',
    palette: ['#2b4c7e', '#8fb3de'],
    content: `For a long time my writing lived in notebooks and half-finished files. Every draft felt one edit away from ready, and so none of them ever were.

## One page a week

This year I made a simple rule: one honest page, every week, published on Sunday evening whether it feels finished or not.

- It does not have to be long.
- It does not have to be clever.
- It has to be true.

> The work you do not publish teaches you only half of what it could.

Three months in, the rule has taught me more about my own thinking than a decade of private drafts. Thank you for reading along.`,
  },
  {
    title: 'What a Year of Morning Walks Taught Me',
    slug: 'what-a-year-of-morning-walks-taught-me',
    excerpt: 'Three hundred and sixty-five short walks, one notebook, and a few things I did not expect to learn.',
    tags: ['personal', 'insight'],
    publishedAt: '2026-02-03T07:30:00Z',
    palette: ['#3d6b4f', '#b7d7a8'],
    content: `Every morning for a year I walked for twenty minutes before opening a screen. I kept a notebook of one line per walk.

## What changed

1. **Attention comes back slowly.** The first ten minutes are noise; the last ten are where ideas arrive.
2. **Weather is rarely the problem.** I skipped four days, and none of them were rainy ones.
3. **Small routes get bigger.** The same street looks different in every season.

The notebook is now full. Most lines are about birds, some about work, and a few are the start of pieces you will read here.`,
  },
  {
    title: 'Notes on Building Small, Durable Software',
    slug: 'notes-on-building-small-durable-software',
    excerpt: 'The tools I trust most are small, boring and still running years later. A few notes on why.',
    tags: ['insight'],
    publishedAt: '2026-02-21T18:00:00Z',
    palette: ['#5b3a6e', '#d3b8e6'],
    content: `The software I rely on most is small. It starts with one command, keeps its data in one place, and still runs after I forget about it for a year.

## Three habits

- **Own your data.** A database you can copy is worth more than a dashboard you cannot leave.
- **Prefer fewer moving parts.** Every service you add is one more thing that can be down at 3 a.m.
- **Write the README first.** If the setup does not fit in two commands, the design is not finished.

\`\`\`sh
npm install && npm start
\`\`\`

None of this is new. It is just easy to forget when the next shiny tool promises to do everything.`,
  },
  {
    title: 'The Neighbourhood Library Box',
    slug: 'the-neighbourhood-library-box',
    excerpt: 'A wooden box on a fence post turned a quiet street into a place where neighbours talk.',
    tags: ['community'],
    publishedAt: '2026-03-08T10:15:00Z',
    palette: ['#8a4b2a', '#f0c9a0'],
    content: `Last spring my neighbour fixed a small wooden box to the fence post at the corner. Inside: a dozen paperbacks and a note saying *take one, leave one*.

## What happened next

Within a month the box was full every morning and half empty every evening. People started leaving notes in the books: recommendations, recipes, one very long review of a detective novel.

| Month | Books swapped |
|---|---|
| April | 40 |
| May | 95 |
| June | 130 |

The box has no app, no account and no algorithm. It works because it is small and because people care about the street they live on.`,
  },
  {
    title: 'This Blog Now Has an RSS Feed',
    slug: 'this-blog-now-has-an-rss-feed',
    excerpt: 'You can now follow new stories from any feed reader. Here is where to find the feed.',
    tags: ['news'],
    publishedAt: '2026-03-19T12:00:00Z',
    palette: ['#a3472f', '#f5b7a1'],
    content: `Good news for feed readers: every new story now appears in the site's RSS feed at **/rss.xml**, with the full text.

## How to subscribe

1. Copy the address of this site.
2. Paste it into your feed reader.
3. That's it: readers find the feed by themselves.

No newsletter, no tracking, no account. If you prefer email, most feed readers can send new items to your inbox too.`,
  },
  {
    title: 'Learning to Cook One Dish Well',
    slug: 'learning-to-cook-one-dish-well',
    excerpt: 'Instead of a hundred recipes, I cooked the same risotto forty times. It changed how I learn.',
    tags: ['personal', 'insight'],
    publishedAt: '2026-04-02T19:45:00Z',
    palette: ['#b07d1a', '#f6e2a6'],
    content: `I own six cookbooks and for years I cooked a different recipe every week. This spring I tried the opposite: one dish, forty times.

## Why repetition works

- You notice the **small variables**: the heat of the pan, the timing of the stock.
- You stop following the recipe and start **tasting**.
- Mistakes become information instead of disasters.

~~Perfection~~ Consistency turned out to be the real goal. The risotto is good now, and the lesson carries over to everything else I am trying to learn.`,
  },
  {
    title: 'A Community Garden in Twelve Photos',
    slug: 'a-community-garden-in-twelve-photos',
    excerpt: 'From an empty lot to forty raised beds: how our street built a garden together in one season.',
    tags: ['community', 'news'],
    publishedAt: '2026-04-25T08:00:00Z',
    palette: ['#2f6f6a', '#a8e0d9'],
    content: `In March the lot behind the bakery was gravel and a broken fence. By September it held forty raised beds, a shed, and a waiting list.

## How it came together

- **March:** a meeting in the bakery, twelve people, one shared spreadsheet.
- **May:** the first beds, built from donated timber.
- **July:** a water rota, and our first tomatoes.
- **September:** the harvest supper, with food from every bed.

> Nobody owned the garden, so everybody looked after it.

Next year we want a bench, a compost corner and a bed for the school next door.`,
  },
  {
    title: 'What I Read This Winter',
    slug: 'what-i-read-this-winter',
    excerpt: 'Seven books, two abandoned, and one that I keep recommending to everyone I meet.',
    tags: ['insight'],
    publishedAt: '2026-05-10T16:20:00Z',
    palette: ['#44475a', '#c4c8de'],
    content: `Winter is my reading season. This year I finished seven books and gave up on two, which I now think is a healthy ratio.

## The short list

1. A history of timekeeping that made me look at clocks differently.
2. A novel about a lighthouse keeper, quiet and perfect.
3. An essay collection on walking, which you can guess I loved.

## Abandoned, without guilt

Life is short and the pile is tall. If a book has not earned the next chapter by page fifty, I let it go — and somebody else picks it up from the library box on the corner.`,
  },
];
