// Writes N posts through Folio's own API, a few at a time, with words the search benchmark looks for.
const WORDS = ['harbour', 'lantern', 'orchard', 'meadow', 'granite', 'willow', 'compass', 'ember', 'tide', 'quarry'];
export const TAGS = ['personal', 'insight', 'community', 'news'];
export const SEARCH_WORDS = WORDS;

function article(index) {
  const word = WORDS[index % WORDS.length];
  const paragraph = `The ${word} at the end of the road was quiet that morning, and the light on the water changed every minute. `;
  return `## Notes ${index}\n\n${paragraph.repeat(12)}\n\n- one thing\n- another thing\n\n${paragraph.repeat(8)}`;
}

const benchStory = (index) => ({ title: `Bench story ${index}`, content_text: article(index), tags: [TAGS[index % TAGS.length]] });

/** `post(index)`: the fields of post `index`, by default a short story with one of the search words. */
export async function seedPosts(baseUrl, token, count, { concurrency = 6, post = benchStory } = {}) {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const response = await fetch(`${baseUrl}/api/posts`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(post(index)),
      });
      if (response.status !== 201) throw new Error(`seeding post ${index}: HTTP ${response.status} ${await response.text()}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
