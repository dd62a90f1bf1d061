const Sequencer = require('@jest/test-sequencer').default;

/**
 * Jest runs the files it has timed longest first; a clean clone has no timings, and jest then
 * orders by file size, which put the small but three-minute benchmark smoke test near the end,
 * alone on one worker. Here the kinds that take longest start first (benchmarks, browser tests,
 * integration tests), each kind still in jest's own order, so the short unit files fill the end.
 */
const LONGEST_FIRST = ['bench', 'e2e', 'backend-int'];

const rank = (test) => {
  const index = LONGEST_FIRST.indexOf(test.context.config.displayName?.name);
  return index === -1 ? LONGEST_FIRST.length : index;
};

class LongestKindsFirst extends Sequencer {
  sort(tests) {
    return super.sort(tests).sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = LongestKindsFirst;
