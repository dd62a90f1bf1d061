const { writeFileSync, mkdirSync } = require('node:fs');
const { join } = require('node:path');

/** Ends every run with the plain `N passed, N failed` line CI reads, and keeps a copy for .ci/run. */
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const failedSuites = results.numFailedTestSuites - countSuitesWithFailedTests(results);
    const failed = results.numFailedTests + Math.max(failedSuites, 0);
    const line = `${results.numPassedTests} passed, ${failed} failed${results.numPendingTests ? `, ${results.numPendingTests} skipped` : ''}`;
    mkdirSync(join(__dirname, '.ci'), { recursive: true });
    writeFileSync(join(__dirname, '.ci', 'summary.txt'), `${line}\n`);
    process.stdout.write(`\n${line}\n`);
  }
}

// A suite that crashes before running counts as a failure even though no single test failed.
function countSuitesWithFailedTests(results) {
  return results.testResults.filter((suite) => suite.numFailingTests > 0).length;
}

module.exports = SummaryReporter;
