// `npm run dev`: the local host (API, Azurite, push) plus Vite's dev server with hot reload, which proxies
// /api to the local host. Open the URL Vite prints (http://127.0.0.1:5173).
import { spawn, spawnSync } from 'node:child_process';

const build = spawnSync('npm', ['run', 'build', '-w', 'api'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [
  spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'api/dist/local/main.js'], {
    stdio: 'inherit',
  }),
  spawn('npm', ['run', 'dev', '-w', 'web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
