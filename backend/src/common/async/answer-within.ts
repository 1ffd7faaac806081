/**
 * The promise's value, or `fallback()` once `ms` have passed without one (the promise keeps
 * running; its later value is not waited for). The timer never outlives the answer.
 */
export async function answerWithin<T>(promise: Promise<T>, ms: number, fallback: () => T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback()), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}
