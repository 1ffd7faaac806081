// Development: the backend rebuilt and restarted on change, and Vite's dev server (with hot reload)
// in front of it on http://localhost:5173, forwarding API calls to the backend on port 3000.
import { spawn } from 'node:child_process';

const run = (command, args) => spawn(command, args, { stdio: 'inherit', env: process.env });

const children = [
  run('npx', ['tsc', '-p', 'backend/tsconfig.build.json', '--watch', '--preserveWatchOutput']),
  run(process.execPath, ['--watch-path=dist/backend', 'dist/backend/main.cjs']),
  run('npx', ['vite', '--config', 'frontend/vite.config.ts']),
];

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
