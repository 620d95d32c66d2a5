/** Ctrl+C or a kill: say what stops, stop it once, then exit (`npm start`, `npm run cosmos`). */
export function stopOnSignals(what: string, stop: () => Promise<void>): void {
  let stopping = false;
  const onSignal = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping ${what}...`);
    await stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void onSignal('SIGINT'));
  process.on('SIGTERM', () => void onSignal('SIGTERM'));
}
