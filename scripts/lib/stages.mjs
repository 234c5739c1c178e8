// Runs the stages of `npm test` side by side: each as a child process with its output in a log file, started as
// soon as the stages it needs have passed, at a CPU priority (nice) that lets the latency-sensitive ones (the
// build the browser journeys wait for, the journeys themselves) go first while the rest fill the idle cores.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const NICE = existsSync('/usr/bin/nice') ? '/usr/bin/nice' : null;

/**
 * @typedef {object} Stage
 * @property {string} name
 * @property {string} command
 * @property {string[]} args
 * @property {string[]} [needs] stages that must pass first; when one fails, this stage is not run
 * @property {string[]} [after] stages that must have ended first, passed or not (an order, not a prerequisite)
 * @property {number} [nice] 0 (default) to 19: a higher number yields the CPU to the others
 * @property {NodeJS.ProcessEnv | (() => NodeJS.ProcessEnv | Promise<NodeJS.ProcessEnv>)} [env] a function is awaited
 *   when the stage starts (a failure there fails the stage)
 */

/** One stage: resolves with its exit status and wall time; its output goes to `log`. */
async function runStage(stage, { cwd, log }) {
  const started = Date.now();
  const out = createWriteStream(log);
  let env;
  try {
    env = typeof stage.env === 'function' ? await stage.env() : (stage.env ?? process.env);
  } catch (error) {
    await new Promise((resolve) => out.end(`${error instanceof Error ? error.message : String(error)}\n`, resolve));
    return { status: 1, seconds: (Date.now() - started) / 1000 };
  }
  const [command, args] =
    NICE && stage.nice ? [NICE, ['-n', String(stage.nice), stage.command, ...stage.args]] : [stage.command, stage.args];
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    let done = false;
    const finish = (status) => {
      if (done) return;
      done = true;
      out.end(() => resolve({ status, seconds: (Date.now() - started) / 1000 }));
    };
    child.on('error', (error) => {
      out.write(`\n${error.message}\n`);
      finish(1);
    });
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

/** Where a stage's output is kept: its name as a file name, in the log folder. */
export function stageLog(logDir, name) {
  const slug = name
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return join(logDir, `${slug}.log`);
}

/**
 * Runs every stage as early as its `needs` allow. Prints each stage's whole output as one block when it ends
 * (so parallel output never interleaves) and answers the results by stage name:
 * { status: 'passed' | 'failed' | 'not run', seconds }.
 */
export async function runStages(stages, { cwd, logDir, print = (text) => process.stdout.write(text) }) {
  const results = new Map();
  const pending = new Map();
  const t0 = Date.now();
  const stamp = () => `${Math.round((Date.now() - t0) / 1000)} s`;

  const start = (stage) => {
    if (pending.has(stage.name)) return pending.get(stage.name);
    const promise = (async () => {
      await Promise.all((stage.after ?? []).map((name) => start(byName(name))));
      const needs = await Promise.all((stage.needs ?? []).map((name) => start(byName(name))));
      if (needs.some((result) => result.status !== 'passed')) {
        const result = { status: 'not run', seconds: 0 };
        results.set(stage.name, result);
        print(`\n\x1b[1m▸ ${stage.name}: not run (${stage.needs.join(', ')} did not pass)\x1b[0m\n`);
        return result;
      }
      print(`\x1b[2m  ${stamp()}  ${stage.name} started\x1b[0m\n`);
      const log = stageLog(logDir, stage.name);
      running.add(stage.name);
      const { status, seconds } = await runStage(stage, { cwd, log });
      running.delete(stage.name);
      const result = { status: status === 0 ? 'passed' : 'failed', seconds };
      results.set(stage.name, result);
      const mark = status === 0 ? '\x1b[32m✓\x1b[0m' : '\x1b[31m✗\x1b[0m';
      print(`\n\x1b[1m▸ ${stage.name}\x1b[0m ${mark} ${seconds.toFixed(0)} s (ended at ${stamp()})\n`);
      const output = readFileSync(log, 'utf8');
      if (output.trim()) print(output.endsWith('\n') ? output : `${output}\n`);
      return result;
    })();
    pending.set(stage.name, promise);
    return promise;
  };
  const byName = (name) => {
    const stage = stages.find((candidate) => candidate.name === name);
    if (!stage) throw new Error(`unknown stage ${name}`);
    return stage;
  };

  // A line a minute while stages run, so a CI log never sits silent for the length of the journeys.
  const running = new Set();
  const heartbeat = setInterval(() => {
    if (running.size > 0) print(`\x1b[2m  ${stamp()}  running: ${[...running].join(', ')}\x1b[0m\n`);
  }, 60_000);
  heartbeat.unref();
  try {
    await Promise.all(stages.map(start));
  } finally {
    clearInterval(heartbeat);
  }
  return results;
}

/** The table printed at the end: every stage with its status and wall time, then the total. */
export function stageTable(stages, results, totalSeconds) {
  const width = Math.max(...stages.map((stage) => stage.name.length));
  const rows = stages.map((stage) => {
    const result = results.get(stage.name) ?? { status: 'not run', seconds: 0 };
    return `  ${stage.name.padEnd(width)}  ${result.status.padEnd(7)}  ${result.seconds.toFixed(0).padStart(5)} s`;
  });
  return `${rows.join('\n')}\n  ${'wall time'.padEnd(width)}           ${totalSeconds.toFixed(0).padStart(5)} s\n`;
}
