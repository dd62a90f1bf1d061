// react-markdown and its unified/micromark dependencies ship only ES modules, which this CommonJS
// jest project cannot require. They are found here by walking their dependency tree, so that the
// pattern below lets swc transform exactly those packages (and keeps ignoring the rest).
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');

const ESM_ROOTS = ['react-markdown', 'remark-gfm', 'rehype-sanitize'];

/** Node's lookup by hand: `exports` maps often hide package.json from require.resolve. */
function packageJson(name, from) {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(file)) return { file, json: JSON.parse(readFileSync(file, 'utf8')) };
    if (path.dirname(dir) === dir) return null;
  }
}

function esmPackages() {
  const found = new Set();
  const esm = [];
  const queue = ESM_ROOTS.map((name) => [name, __dirname]);
  while (queue.length > 0) {
    const [name, from] = queue.shift();
    if (found.has(name)) continue;
    const pkg = packageJson(name, from);
    if (!pkg) continue;
    found.add(name);
    if (pkg.json.type === 'module') esm.push(name);
    for (const dependency of Object.keys(pkg.json.dependencies ?? {})) {
      queue.push([dependency, path.dirname(pkg.file)]);
    }
  }
  return esm;
}

const escape = (name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

module.exports = {
  esmPackages,
  transformIgnorePattern: `/node_modules/(?!(${esmPackages().map(escape).join('|')})/)`,
};
