#!/usr/bin/env node
// Publishes one built remote under a versioned path and points the site configuration at it:
//
//   node scripts/publish-remote.mjs <name> --to <dir> --base-url <url> [--version <v>]
//        [--config <file>] [--dry-run]
//   node scripts/publish-remote.mjs <name> --to <dir> --base-url <url> --rollback <v>
//
// 1. copies mfe-<name>/dist to <dir>/<name>/<version>/ (version default: the package version
//    plus a short hash of the folder's content, so the same build always gets the same path);
// 2. writes "remotes.<name>": "<base-url>/<name>/<version>/mf-manifest.json" into the JSON
//    config file (default <dir>/site-config.json; the API's SITE_CONFIG_FILE format), keeping
//    every other key. --rollback <v> only repoints to a version published earlier.
// Published versions are never overwritten: a version folder is immutable once written.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REMOTES = ['catalog', 'account', 'certificates', 'payments'];
const USAGE = `Usage: npm run publish:remote -- <${REMOTES.join('|')}> --to <dir> --base-url <url> [--version <v>] [--config <file>] [--rollback <v>] [--dry-run]`;

function fail(message) {
  process.stderr.write(`publish-remote: ${message}\n${USAGE}\n`);
  process.exit(1);
}

/** Every file under `dir`, as sorted paths relative to it. */
function filesUnder(dir, prefix = '') {
  const out = [];
  for (const entry of readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = path.posix.join(prefix, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(dir, rel));
    else out.push(rel);
  }
  return out.sort();
}

/** A short hash of the folder's names and contents: equal builds get equal versions. */
function contentHash(dir) {
  const hash = createHash('sha256');
  for (const rel of filesUnder(dir)) {
    hash
      .update(rel)
      .update('\0')
      .update(readFileSync(path.join(dir, rel)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 10);
}

function sameContent(a, b) {
  return contentHash(a) === contentHash(b);
}

function readConfig(file) {
  if (!existsSync(file)) return {};
  let parsed;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    fail(`${file} is not valid JSON (${error.message}); fix or remove it.`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    fail(`${file} must contain a JSON object.`);
  }
  return parsed;
}

/** Write-then-rename, so a server starting meanwhile never reads half a file. */
function writeConfig(file, config) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(config, null, 2)}\n`);
  renameSync(temp, file);
}

function main() {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        to: { type: 'string' },
        'base-url': { type: 'string' },
        version: { type: 'string' },
        config: { type: 'string' },
        rollback: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    fail(error.message);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const [name] = positionals;
  if (!name || positionals.length !== 1) fail('name exactly one remote.');
  if (!REMOTES.includes(name)) fail(`unknown remote "${name}"; use one of ${REMOTES.join(', ')}.`);
  if (!values.to) fail('--to <dir> is required (the folder your static host or CDN serves).');
  const baseUrlRaw = values['base-url'];
  if (!baseUrlRaw) {
    fail('--base-url is required: the public URL of --to, e.g. https://cdn.example.com/mfe');
  }
  const baseUrl = baseUrlRaw.replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]/i.test(baseUrl) && !/^\/(?!\/)/.test(baseUrl)) {
    fail(
      `--base-url must be an absolute http(s) URL or a path starting with /, got "${baseUrlRaw}".`,
    );
  }
  const version = values.rollback ?? values.version;
  if (version !== undefined && !/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(version)) {
    fail(`a version may use letters, digits, ".", "_" and "-", got "${version}".`);
  }

  const outDir = path.resolve(values.to);
  const configFile = path.resolve(values.config ?? path.join(outDir, 'site-config.json'));
  const dist = path.join(ROOT, `mfe-${name}`, 'dist');
  let finalVersion = version;

  if (values.rollback === undefined) {
    for (const required of ['mf-manifest.json', 'remoteEntry.js']) {
      if (!existsSync(path.join(dist, required))) {
        fail(`${path.relative(ROOT, dist)}/${required} is missing: run \`npm run build\` first.`);
      }
    }
    const pkg = JSON.parse(readFileSync(path.join(ROOT, `mfe-${name}`, 'package.json'), 'utf8'));
    finalVersion ??= `${pkg.version}-${contentHash(dist)}`;
    const target = path.join(outDir, name, finalVersion);
    if (existsSync(target)) {
      if (!sameContent(dist, target)) {
        fail(
          `${target} already holds a different build. Published versions are immutable: choose another --version.`,
        );
      }
      process.stdout.write(`${name} ${finalVersion} is already published at ${target}\n`);
    } else if (!values['dry-run']) {
      // Copy into a temporary folder first: the versioned path appears complete or not at all.
      const temp = `${target}.${process.pid}.partial`;
      mkdirSync(path.dirname(target), { recursive: true });
      cpSync(dist, temp, { recursive: true });
      renameSync(temp, target);
      process.stdout.write(`published ${name} ${finalVersion} to ${target}\n`);
    }
  } else if (!existsSync(path.join(outDir, name, finalVersion, 'mf-manifest.json'))) {
    const known = existsSync(path.join(outDir, name))
      ? readdirSync(path.join(outDir, name)).join(', ')
      : 'none';
    fail(`${name} ${finalVersion} was never published to ${outDir}. Published: ${known}.`);
  }

  const manifestUrl = `${baseUrl}/${name}/${finalVersion}/mf-manifest.json`;
  const config = readConfig(configFile);
  const remotes = config.remotes && typeof config.remotes === 'object' ? config.remotes : {};
  const previous = remotes[name];
  const next = { ...config, remotes: { ...remotes, [name]: manifestUrl } };
  if (values['dry-run']) {
    process.stdout.write(`would point remotes.${name} at ${manifestUrl} in ${configFile}\n`);
    return;
  }
  writeConfig(configFile, next);
  process.stdout.write(
    `remotes.${name} -> ${manifestUrl} in ${configFile}${previous ? ` (was ${previous})` : ''}\n` +
      `Restart the API instances (one at a time) to serve the new configuration; to roll back:\n` +
      `  npm run publish:remote -- ${name} --to ${values.to} --base-url ${baseUrl} --rollback <older version>\n`,
  );
}

main();
