// What grew between two V8 heap snapshots (node --heapsnapshot-signal=SIGUSR2, then kill -USR2 PID;
// or v8.writeHeapSnapshot()): nodes counted and their self sizes summed by kind (object, closure,
// string, code, ...), then by kind and constructor, the largest growth first.
//   node bench/heap-snapshot-diff.js before.heapsnapshot after.heapsnapshot [rows (30)]
// Compiled code and its metadata show as `code`; the objects a leak keeps as `object`, `closure`,
// `string` or `array`, named after their constructor.
import { readFileSync } from 'node:fs';

function summarize(file) {
  const snapshot = JSON.parse(readFileSync(file, 'utf8'));
  const { node_fields: fields, node_types: [types] } = snapshot.snapshot.meta;
  const width = fields.length;
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field));
  const byKind = new Map();
  const byName = new Map();
  const add = (map, key, size) => {
    const entry = map.get(key) ?? { count: 0, size: 0 };
    entry.count++;
    entry.size += size;
    map.set(key, entry);
  };
  for (let at = 0; at < snapshot.nodes.length; at += width) {
    const kind = types[snapshot.nodes[at + typeAt]];
    const size = snapshot.nodes[at + sizeAt];
    // A string's name is its text: strings are counted together.
    const name = kind.includes('string') ? '' : snapshot.strings[snapshot.nodes[at + nameAt]].slice(0, 60);
    add(byKind, kind, size);
    add(byName, `${kind}\t${name}`, size);
  }
  return { byKind, byName };
}

function difference(before, after) {
  return [...new Set([...before.keys(), ...after.keys()])]
    .map((key) => {
      const was = before.get(key) ?? { count: 0, size: 0 };
      const is = after.get(key) ?? { count: 0, size: 0 };
      return { key, count: is.count - was.count, size: is.size - was.size };
    })
    .filter((row) => row.count !== 0 || row.size !== 0)
    .sort((a, b) => b.size - a.size);
}

const [beforeFile, afterFile, rows = '30'] = process.argv.slice(2);
if (!afterFile) {
  console.error('node bench/heap-snapshot-diff.js before.heapsnapshot after.heapsnapshot [rows]');
  process.exit(2);
}
const before = summarize(beforeFile);
const after = summarize(afterFile);
const line = ({ key, count, size }) => `${String(size).padStart(10)} B ${String(count).padStart(8)}  ${key}`;
console.log('By kind (bytes, count):');
for (const row of difference(before.byKind, after.byKind)) console.log(line(row));
console.log(`\nBy kind and name, the ${rows} that grew most:`);
for (const row of difference(before.byName, after.byName).slice(0, Number(rows))) console.log(line(row));
