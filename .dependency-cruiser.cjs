/**
 * The layering of src/ (docs/architecture.md): a folder may import only from its own layer or
 * from layers below it, folders never form a cycle, and src/ never imports bench/ or test/.
 * Run with `npm run lint:deps`.
 */
const LAYERS = [
  ['util', 'stats'],
  ['results', 'parsers', 'config', 'ports', 'git'],
  ['analysis', 'proof', 'profile'],
  ['planning'],
  ['sequential'],
  ['runner', 'sharding', 'history', 'trend'],
  ['report'],
  ['experiment'],
  ['github', 'action', 'cli'],
];
const ENTRY = '^src/[^/]+-entry\\.ts$';
const folders = (names) => `^src/(${names.join('|')})/`;
/** The same folders as nodes of the folder graph (scope 'folder' names a folder without a trailing slash). */
const folderNodes = (names) => `^src/(${names.join('|')})(/|$)`;

const upward = LAYERS.slice(0, -1).map((layer, i) => ({
  name: `layer-${layer.join('-')}`,
  comment: `${layer.join(', ')} may import only from ${i > 0 ? `the layers below (${LAYERS.slice(0, i).flat().join(', ')}) and ` : ''}their own layer (docs/architecture.md)`,
  severity: 'error',
  from: { path: folders(layer) },
  to: { path: [folders(LAYERS.slice(i + 1).flat()), ENTRY] },
}));

module.exports = {
  forbidden: [
    ...upward,
    {
      name: 'top-layer-to-entry',
      comment: 'entry files (src/*-entry.ts) are the top: nothing imports them',
      severity: 'error',
      from: { path: folders(LAYERS[LAYERS.length - 1]) },
      to: { path: ENTRY },
    },
    // A cycle across layers always contains an upward import, reported above; within a layer:
    ...LAYERS.filter((layer) => layer.length > 1).map((layer) => ({
      name: `no-folder-cycle-${layer.join('-')}`,
      comment: `folders of one layer (${layer.join(', ')}) may import each other, but never in a cycle (docs/architecture.md)`,
      severity: 'error',
      scope: 'folder',
      from: { path: folderNodes(layer) },
      to: { path: folderNodes(layer), circular: true },
    })),
    {
      name: 'folder-not-in-a-layer',
      comment: 'every folder of src/ has a place in the layer order: add new folders to LAYERS in .dependency-cruiser.cjs and to docs/architecture.md',
      severity: 'error',
      from: { path: '^src/', pathNot: [folders(LAYERS.flat()), ENTRY] },
      to: {},
    },
    {
      name: 'src-not-to-bench-or-test',
      comment: 'production code does not import benchmarks, simulations or tests',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(bench|test|scripts)/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'an import that resolves to no file',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js', '.json'],
    },
  },
};
