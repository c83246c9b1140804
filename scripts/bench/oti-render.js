#!/usr/bin/env node
// Times osrm-text-instructions on the steps of OSRM route files: every step of every route's
// legs, compiled to its instruction text, as `guidance-bench render` renders the same steps.
// Prints one JSON object: the median and minimum nanoseconds per instruction over the rounds.
//
// usage: node scripts/bench/oti-render.js OTI_DIR LANGUAGE ROUNDS BATCH FILE...
'use strict';
const fs = require('fs');
const path = require('path');

const [otiDir, language, roundsText, batchText, ...files] = process.argv.slice(2);
if (!otiDir || !language || !files.length) {
  process.stderr.write('usage: oti-render.js OTI_DIR LANGUAGE ROUNDS BATCH FILE...\n');
  process.exit(64);
}
const oti = require(path.resolve(otiDir))('v5');
const rounds = Math.max(1, parseInt(roundsText, 10) || 50);
const batch = Math.max(1, parseInt(batchText, 10) || 2000);

const steps = [];
for (const file of files) {
  const answer = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const route of answer.routes || []) {
    for (const leg of route.legs || []) {
      for (const step of leg.steps || []) steps.push(step);
    }
  }
}
if (!steps.length) {
  process.stderr.write('no steps in the given files\n');
  process.exit(65);
}

let checksum = 0;
const compile = (index) => {
  const step = steps[index % steps.length];
  // legCount/legIndex as a one-leg route: the arrival wording is then "destination".
  const text = oti.compile(language, step, { legCount: 1, legIndex: 0 });
  checksum = (checksum + text.length) & 0xffff;
};
// Warm the JIT (one round, not measured), as the Swift side runs one round unmeasured.
for (let index = 0; index < batch; index++) compile(index);
const times = [];
for (let round = 0; round < rounds; round++) {
  const start = process.hrtime.bigint();
  for (let index = 0; index < batch; index++) compile(round * batch + index);
  times.push(Number(process.hrtime.bigint() - start) / batch);
}
times.sort((a, b) => a - b);
const median = times.length % 2 ? times[(times.length - 1) / 2]
  : (times[times.length / 2 - 1] + times[times.length / 2]) / 2;
process.stdout.write(JSON.stringify({
  language, instructions: steps.length, rounds, batch,
  nsPerInstructionMedian: Math.round(median), nsPerInstructionMin: Math.round(times[0]),
  checksum,
}) + '\n');
