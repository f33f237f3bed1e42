// Usage: npm run release -- <command> [arguments]   (`npm run release -- --help` lists them)
import { main } from './cli';

void main(process.argv.slice(2)).then((code) => process.exit(code));
