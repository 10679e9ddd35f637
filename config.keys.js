/**
 * The configuration keys read from .env / .env.example at build time (webpack) and at test time (jest).
 * One list, so the build, the tests and src/shared/config/env.ts cannot drift apart.
 */
const fs = require('fs');
const path = require('path');

const KEYS = [
  'APP_NAME',
  'APP_VERSION',
  'BUILD_STAMP',
  'API_BASE_URL',
  'PUSHER_KEY',
  'PUSHER_CLUSTER',
  'PUSHER_HOST',
  'PUSHER_PORT',
  'PUSHER_FORCE_TLS',
  'REALTIME_AUTH_ENDPOINT',
  'FACEBOOK_APP_ID',
  'GTM_ID',
  'IMAGE_HOST',
  'LOCATIONS_URL',
  'HELP_CENTER_URL',
  'TERMS_URL',
  'PRIVACY_URL',
  'SOCIAL_INSTAGRAM_URL',
  'SOCIAL_FACEBOOK_URL',
  'SUPPORT_CONTACT',
  'SPECIAL_NOTICE_USER_ID',
  'SPECIAL_MATCHING_USER_ID',
  'PAYMENT_PROVIDER_URL',
  'PAYMENT_SANDBOX',
  'TAG_SUGGEST_FILMS_URL',
  'TAG_SUGGEST_MUSIC_URL',
  'TAG_SUGGEST_BOOKS_URL',
  'URL_ALLOW_HTTP',
  'PROMO_HOSTS',
  'PAYMENT_HOSTS',
];

function parseEnvFile(file) {
  if (!fs.existsSync(file)) return {};
  const out = {};
  for (const line of fs.readFileSync(file, 'utf8').split(/\r?\n/)) {
    const m = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (m) out[m[1]] = m[2].replace(/^["']|["']$/g, '');
  }
  return out;
}

/** Precedence: process environment > .env > .env.example. */
function readConfig(root = __dirname) {
  const base = parseEnvFile(path.join(root, '.env.example'));
  const local = parseEnvFile(path.join(root, '.env'));
  const cfg = {};
  for (const k of KEYS) cfg[k] = process.env[k] ?? local[k] ?? base[k] ?? '';
  if (!cfg.BUILD_STAMP) {
    let commit = 'dev';
    try {
      commit = require('child_process')
        .execSync('git rev-parse --short HEAD', { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim();
    } catch {
      /* not a git checkout */
    }
    cfg.BUILD_STAMP = `${new Date().toISOString().slice(0, 10).replace(/-/g, '')}.${commit}`;
  }
  return cfg;
}

/** Where the app keeps the session (src/features/session/storage.ts); the boot loader in index.html reads it too. */
const { SESSION_STORAGE_KEY } = require('./src/shared/boot/storage-keys.json');

/** The keys whose values the prerendered home page shows: a runtime override of one boots the app instead. */
const HOME_KEYS = [
  'APP_NAME',
  'FACEBOOK_APP_ID',
  'HELP_CENTER_URL',
  'TERMS_URL',
  'PRIVACY_URL',
  'SOCIAL_INSTAGRAM_URL',
  'SOCIAL_FACEBOOK_URL',
];

module.exports = { KEYS, HOME_KEYS, SESSION_STORAGE_KEY, readConfig };
