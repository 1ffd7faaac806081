/** The spec's tag set (§9): the stories browser filters by it, the editor offers it as quick picks. */
export const TAGS = ['personal', 'insight', 'community', 'news'] as const;
