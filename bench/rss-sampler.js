// Another process's resident memory, as the kernel counts it (VmRSS in /proc/<pid>/status: Linux).
import { readFileSync } from 'node:fs';

/** Resident set size in kB, or undefined once the process is gone. */
export function readRssKb(pid) {
  return readMemory(pid)?.rssKb;
}

/**
 * The resident set and what it is made of: anonymous memory (the JavaScript heaps of the main
 * thread and of every worker thread, native allocations) and file-backed pages (Node's binary and
 * the native libraries it loaded, such as libvips); and the process's thread count. Undefined once
 * the process is gone.
 */
export function readMemory(pid) {
  let status;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return undefined;
  }
  const field = (name) => {
    const match = new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status);
    return match ? Number(match[1]) : undefined;
  };
  const rssKb = field('VmRSS');
  return rssKb === undefined ? undefined : { rssKb, anonKb: field('RssAnon'), fileKb: field('RssFile'), threads: field('Threads') };
}

/** Reads the RSS now and every `intervalMs` until stopped: samples are { at (ms since epoch), kb }. */
export function startRssSampler(pid, intervalMs) {
  const samples = [];
  const sample = () => {
    const kb = readRssKb(pid);
    if (kb !== undefined) samples.push({ at: Date.now(), kb });
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return { samples, stop: () => clearInterval(timer) };
}

/** The largest sample of [from, to], in kB; undefined when none fell in it. */
export function peakKb(samples, from, to) {
  const inPhase = samples.filter((sample) => sample.at >= from && sample.at <= to).map((sample) => sample.kb);
  return inPhase.length ? Math.max(...inPhase) : undefined;
}

const mean = (values) => (values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : undefined);

/**
 * The mean RSS of the first and of the last window of [from, to] — a minute, or a third of a
 * shorter phase; the phase's first or last sample when a short window caught none — and the
 * growth between them in percent.
 */
export function windowGrowth(samples, from, to) {
  const windowMs = Math.min(60_000, (to - from) / 3);
  const inPhase = samples.filter((sample) => sample.at >= from && sample.at <= to);
  const firstWindow = inPhase.filter((sample) => sample.at < from + windowMs);
  const lastWindow = inPhase.filter((sample) => sample.at > to - windowMs);
  const first = mean((firstWindow.length ? firstWindow : inPhase.slice(0, 1)).map((sample) => sample.kb));
  const last = mean((lastWindow.length ? lastWindow : inPhase.slice(-1)).map((sample) => sample.kb));
  const growth = first !== undefined && last !== undefined ? ((last - first) / first) * 100 : undefined;
  return { windowMs, first, last, growth };
}
