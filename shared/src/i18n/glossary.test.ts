import fs from 'node:fs';
import path from 'node:path';

// docs/i18n/GLOSSARY.md names the word each language uses for the site's recurring terms. For
// the terms whose form grammar does not change in these languages, every text whose English
// uses the term must use the glossary's word in each translation: a page must not call the same
// thing by two names. Other terms bend with grammar (cases, plurals, verb forms) and are left to
// review; the names that stay untranslated are checked by each package's dictionaries test.

const ROOT = path.resolve(__dirname, '../../..');
const LANGS = ['hi', 'nl', 'fr', 'pt', 'it', 'ar'];
const FIXED_TERMS = [
  'Pay Now',
  'two-step sign-in',
  'audit log',
  'recovery code',
  'exam voucher',
  'bank transfer',
  'digital signature',
  'practice test',
  'exam code',
];

type Row = { english: string; words: Record<string, string[]> };

function glossary(): Row[] {
  const markdown = fs.readFileSync(path.join(ROOT, 'docs/i18n/GLOSSARY.md'), 'utf8');
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('| ') && !/^\| (English|-)/.test(line))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    )
    .map(([english = '', ...cells]) => ({
      english: english.replace(/\(.*?\)/g, '').trim(),
      words: Object.fromEntries(LANGS.map((lang, i) => [lang, (cells[i] ?? '').split(' / ')])),
    }));
}

/** Every folder with an `i18n/en.ts`, in every package's src. */
function textFolders(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'node_modules') continue;
      const full = path.join(dir, entry.name);
      if (entry.name === 'i18n' && fs.existsSync(path.join(full, 'en.ts'))) found.push(full);
      walk(full);
    }
  };
  for (const pkg of ['shell', 'mfe-catalog', 'mfe-account', 'mfe-certificates', 'mfe-payments']) {
    walk(path.join(ROOT, pkg, 'src'));
  }
  return found;
}

function flatten(value: unknown, prefix = '', out: Record<string, string> = {}) {
  if (typeof value === 'string') out[prefix] = value;
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value))
      flatten(inner, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}

/** Case, curly apostrophes, Arabic's article and shadda: what a term may carry in a sentence. */
function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/(^|\s)ال/g, '$1')
    .replace(/\u0651/g, '');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the glossary', () => {
  const rows = glossary().filter((row) => FIXED_TERMS.includes(row.english));

  it('has a row for every term checked here', () => {
    expect(rows.map((row) => row.english).sort()).toEqual([...FIXED_TERMS].sort());
  });

  const folders = textFolders();
  it('finds the texts of every package', () => {
    expect(folders.length).toBeGreaterThan(20);
  });

  it.each(LANGS)('is followed by every %s text', async (lang) => {
    const misses: string[] = [];
    for (const folder of folders) {
      const file = path.join(folder, `${lang}.ts`);
      if (!fs.existsSync(file)) continue;
      const englishModule = (await import(path.join(folder, 'en.ts'))) as Record<string, unknown>;
      const english = flatten(englishModule);
      const translated = flatten(((await import(file)) as { default: unknown }).default);
      for (const [key, text] of Object.entries(english)) {
        // The translation's key is the English one without the export's name, or the same.
        const translation = translated[key.split('.').slice(1).join('.')] ?? translated[key];
        if (translation === undefined) continue;
        const words = normalize(text.replace(/\{\w+\}/g, ''));
        for (const row of rows) {
          if (!new RegExp(`\\b${escape(row.english.toLowerCase())}\\b`).test(words)) continue;
          const wanted = row.words[lang] ?? [];
          if (!wanted.some((word) => normalize(translation).includes(normalize(word)))) {
            misses.push(
              `${path.relative(ROOT, file)} ${key}: "${row.english}" is not "${wanted.join(' / ')}"`,
            );
          }
        }
      }
    }
    expect(misses).toEqual([]);
  });

  it('says two-step sign-in, never two-step verification, in English', async () => {
    const found: string[] = [];
    for (const folder of folders) {
      const english = flatten(
        (await import(path.join(folder, 'en.ts'))) as Record<string, unknown>,
      );
      for (const [key, text] of Object.entries(english)) {
        if (/two-step verification/i.test(text))
          found.push(`${path.relative(ROOT, folder)} ${key}`);
      }
    }
    expect(found).toEqual([]);
  });
});
