import { describe, expect, it } from 'vitest';

import { checkBudgets, pageFiles, wireBytes } from './size-budget.mjs';

const manifest = {
  'index.html': {
    file: 'assets/index.js',
    imports: ['_react.js'],
    css: ['assets/index.css'],
    dynamicImports: ['src/admin.tsx'],
  },
  '_react.js': { file: 'assets/react.js' },
  'src/login.tsx': { file: 'assets/login.js', imports: ['_react.js', '_form.js'], isDynamicEntry: true },
  '_form.js': { file: 'assets/form.js', css: ['assets/form.css'] },
  'src/admin.tsx': { file: 'assets/admin.js', imports: ['_charts.js'], isDynamicEntry: true },
  '_charts.js': { file: 'assets/charts.js' },
};
const sizes = {
  'assets/index.js': 50_000,
  'assets/react.js': 60_000,
  'assets/login.js': 5_000,
  'assets/form.js': 10_000,
  'assets/admin.js': 90_000,
  'assets/charts.js': 120_000,
  'assets/index.css': 20_000,
  'assets/form.css': 2_000,
};
const sizeOf = (file) => sizes[file];

describe('the size budget', () => {
  it('counts an entry with its static imports, transitively, and never what it loads dynamically', () => {
    expect(pageFiles(manifest, ['index.html', 'src/login.tsx'])).toEqual({
      js: ['assets/form.js', 'assets/index.js', 'assets/login.js', 'assets/react.js'],
      css: ['assets/form.css', 'assets/index.css'],
    });
  });

  it('passes a page within its budget and fails one over it, for JavaScript and for CSS', () => {
    const login = { name: 'login', entries: ['index.html', 'src/login.tsx'] };
    const within = checkBudgets({ manifest, sizeOf, budgets: [{ ...login, jsKB: 125, cssKB: 22 }] });
    expect(within.failures).toEqual([]);
    expect(within.rows[0]).toMatchObject({ js: 125_000, css: 22_000 });

    const over = checkBudgets({ manifest, sizeOf, budgets: [{ ...login, jsKB: 120, cssKB: 21 }] });
    expect(over.failures).toHaveLength(2);
    expect(over.failures[0]).toMatch(/login: .* of JavaScript, over its 120 KB/);
    expect(over.failures[1]).toMatch(/login: .* of CSS, over its 21 KB/);
  });

  it('fails, never passes, on an empty manifest, an unknown entry or a page without JavaScript', () => {
    const budget = { name: 'login', entries: ['index.html', 'src/login.tsx'], jsKB: 1000, cssKB: 1000 };
    expect(checkBudgets({ manifest: {}, sizeOf, budgets: [budget] }).failures).toEqual([
      'The build manifest is empty',
      'login: index.html is not in the build manifest',
    ]);
    expect(checkBudgets({ manifest, sizeOf, budgets: [] }).failures).toEqual(['No budgets are defined']);
    const cssOnly = { 'index.html': { file: 'index.html', css: ['assets/index.css'] } };
    const empty = checkBudgets({ manifest: cssOnly, sizeOf, budgets: [{ ...budget, entries: ['index.html'] }] });
    expect(empty.failures).toEqual(['login: no JavaScript found (a broken build?)']);
  });

  it('counts what a page loads dynamically before it renders when the budget names it (alsoLoads)', () => {
    const admin = { name: 'admin', entries: ['index.html'], jsKB: 1000, cssKB: 1000 };
    const counted = checkBudgets({ manifest, sizeOf, budgets: [{ ...admin, alsoLoads: ['^src/admin'] }] });
    expect(counted.rows[0].files.js).toEqual([
      'assets/admin.js',
      'assets/charts.js',
      'assets/index.js',
      'assets/react.js',
    ]);
    const unmatched = checkBudgets({ manifest, sizeOf, budgets: [{ ...admin, alsoLoads: ['^src/nothing'] }] });
    expect(unmatched.failures).toEqual(['admin: nothing in the manifest matches alsoLoads']);
  });

  it('measures bytes as brotli sends them', () => {
    const text = Buffer.from('const board = 1;\n'.repeat(1000));
    expect(wireBytes(text)).toBeGreaterThan(0);
    expect(wireBytes(text)).toBeLessThan(text.length / 20);
  });
});
