#!/usr/bin/env node
// `node scripts/profile-load.mjs URL [--cpu=4] [--top=25]`: loads URL in Debian's Chromium with the CPU slowed down
// (4× like Lighthouse's mobile preset), samples the JavaScript profiler from navigation to idle and prints the
// long tasks (≥ 50 ms) with their start, and where the main thread's JavaScript time went: per script and per
// function (self time). For finding what makes the total blocking time of a built page (docs/performance.md).
// Start the built app yourself (for example as scripts/lighthouse.mjs does) and pass its address.
import { chromium } from 'playwright-core';

const url = process.argv[2];
if (!url) {
  process.stderr.write('usage: node scripts/profile-load.mjs URL [--cpu=4] [--top=25] [--storage=FILE]\n');
  process.exit(1);
}
const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const rate = Number(arg('cpu') ?? 4);
const top = Number(arg('top') ?? 25);
const storage = arg('storage');

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    ...(storage ? { storageState: storage } : {}),
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    globalThis.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        globalThis.__longTasks.push({ start: Math.round(entry.startTime), duration: Math.round(entry.duration) });
      }
    }).observe({ type: 'longtask', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const { profile } = await cdp.send('Profiler.stop');
  const longTasks = await page.evaluate(() => globalThis.__longTasks);
  const paints = await page.evaluate(() =>
    performance
      .getEntriesByType('paint')
      .map((entry) => `${entry.name} ${Math.round(entry.startTime)} ms`)
      .join(', '),
  );

  // Self time per node from the samples.
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  for (let i = 0; i < profile.samples.length; i += 1) {
    const id = profile.samples[i];
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  const perScript = new Map();
  const perFunction = new Map();
  for (const [id, micros] of self) {
    const { callFrame } = byId.get(id);
    const script = callFrame.url ? callFrame.url.replace(/^https?:\/\/[^/]+/, '') : `(${callFrame.functionName})`;
    if (callFrame.functionName === '(idle)' || callFrame.functionName === '(program)') continue;
    perScript.set(script, (perScript.get(script) ?? 0) + micros);
    const key = `${callFrame.functionName || '(anonymous)'} ${script}:${callFrame.lineNumber + 1}:${callFrame.columnNumber + 1}`;
    perFunction.set(key, (perFunction.get(key) ?? 0) + micros);
  }
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const stackOf = (id) => {
    const names = [];
    for (let at = parents.get(id); at !== undefined && names.length < 6; at = parents.get(at)) {
      const frame = byId.get(at).callFrame;
      names.push(`${frame.functionName || '(anonymous)'}:${frame.lineNumber + 1}`);
    }
    return names.join(' < ');
  };
  const perStack = new Map();
  for (const [id, micros] of self) {
    const { callFrame } = byId.get(id);
    if (callFrame.url) continue;
    const key = `${callFrame.functionName} < ${stackOf(id)}`;
    perStack.set(key, (perStack.get(key) ?? 0) + micros);
  }
  const ms = (micros) => `${(micros / 1000).toFixed(0)} ms`.padStart(8);
  const total = [...perScript.values()].reduce((a, b) => a + b, 0);
  const blocking = longTasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  process.stdout.write(`${url} at ${rate}× CPU\npaints: ${paints}\n`);
  process.stdout.write(
    `long tasks (${longTasks.length}, blocking ${blocking} ms): ${longTasks.map((t) => `${t.start}+${t.duration}`).join(', ')}\n`,
  );
  process.stdout.write(`\nJavaScript self time ${ms(total)} per script:\n`);
  for (const [script, micros] of [...perScript].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    process.stdout.write(`${ms(micros)}  ${script}\n`);
  }
  process.stdout.write(`\nper function:\n`);
  for (const [key, micros] of [...perFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    process.stdout.write(`${ms(micros)}  ${key}\n`);
  }
  process.stdout.write(`\nnative functions by caller:\n`);
  for (const [key, micros] of [...perStack].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
    process.stdout.write(`${ms(micros)}  ${key}\n`);
  }
} finally {
  await browser.close();
}
