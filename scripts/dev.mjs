// `npm run dev`: the API with reload (tsx watch, port 3000) and the Vite dev server (port 5173,
// proxying /api and /media to the API). Ctrl+C stops both.
import { spawn } from 'node:child_process';

const procs = [
  spawn('npm', ['run', 'dev', '-w', '@phonexport/server'], {
    stdio: 'inherit',
    env: { ...process.env, TRUSTED_ORIGINS: process.env.TRUSTED_ORIGINS ?? 'http://localhost:5173' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@phonexport/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const p of procs) p.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const p of procs) p.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
