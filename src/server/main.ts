import { ConfigError, loadConfig } from './config';
import { startServer } from './start';

try {
  const config = loadConfig();
  const running = await startServer(config);
  const shutdown = (signal: string) => {
    console.log(`${signal} empfangen, fahre herunter…`);
    running.stop().then(
      () => process.exit(0),
      (err) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error('Start fehlgeschlagen:', err);
  }
  process.exit(1);
}
