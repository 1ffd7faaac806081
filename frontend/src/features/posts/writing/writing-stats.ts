/** '1,120 words · 5 min read': the count the server made of the rendered text (its reading-time rule). */
export function writingStatsText(stats: { words: number; minutes: number } | null): string {
  if (!stats) return 'Counting words…';
  if (stats.words === 0) return 'No words yet';
  const words = `${stats.words.toLocaleString('en')} ${stats.words === 1 ? 'word' : 'words'}`;
  return `${words} · ${stats.minutes} min read`;
}
