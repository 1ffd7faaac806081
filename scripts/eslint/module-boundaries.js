// Which folder may import which (DESIGN: one folder per Nest module, one per frontend feature).
// Backend: common/, config/, database/ and render/ are shared by every feature and know none of
// them; config/ is read by all and reads nothing of ours. Frontend: a feature imports another only
// through that feature's public index.ts, and shared code (api/, components/, hooks/, lib/,
// config/) imports no feature. Tests may reach anywhere.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BACKEND = 'backend/src/';
const FRONTEND_FEATURES = 'frontend/src/features/';
const SHARED_BACKEND = new Set(['common', 'config', 'database', 'render']);
const SHARED_FRONTEND = new Set(['api', 'components', 'config', 'hooks', 'lib']);

/** The path from the repository root, with forward slashes. */
const fromRoot = (file) => path.relative(ROOT, file).split(path.sep).join('/');

/** `backend/src/<folder>/…` → folder; a file directly in backend/src → '' (the composition root). */
function backendFolder(file) {
  if (!file.startsWith(BACKEND)) return undefined;
  const rest = file.slice(BACKEND.length);
  return rest.includes('/') ? rest.slice(0, rest.indexOf('/')) : '';
}

function frontendPlace(file) {
  if (file.startsWith(FRONTEND_FEATURES)) {
    const rest = file.slice(FRONTEND_FEATURES.length);
    const feature = rest.split('/')[0];
    return { feature, publicIndex: rest === feature || /^[^/]+\/index(\.tsx?)?$/.test(rest) };
  }
  if (!file.startsWith('frontend/src/')) return undefined;
  return { shared: SHARED_FRONTEND.has(file.slice('frontend/src/'.length).split('/')[0]) };
}

/** What is wrong with `importer` importing `target` (both from the root), or undefined. */
export function boundaryProblem(importer, target) {
  const from = backendFolder(importer);
  const to = backendFolder(target);
  if (from !== undefined && to !== undefined && from !== to) {
    if (from === 'config') return `config/ is read by every module and imports nothing of ours: ${target} must not be imported here`;
    if (SHARED_BACKEND.has(from) && !SHARED_BACKEND.has(to)) {
      const name = to === '' ? target.slice(BACKEND.length) : `${to}/`;
      return `${from}/ is shared code and must not import ${name}: give it what it needs through a provider token or an event, or move the code where it belongs`;
    }
  }
  const source = frontendPlace(importer);
  const destination = frontendPlace(target);
  if (source && destination?.feature) {
    if (source.shared) return `shared frontend code must not import the feature ${destination.feature}/`;
    if (source.feature && source.feature !== destination.feature && !destination.publicIndex) {
      return `features/${source.feature} reaches into features/${destination.feature}: import from its public index.ts`;
    }
  }
  return undefined;
}

const moduleBoundaries = {
  meta: { type: 'problem', docs: { description: 'imports run one way between modules and features' }, schema: [] },
  create(context) {
    const importer = fromRoot(context.filename);
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = fromRoot(path.resolve(path.dirname(context.filename), source)).replace(/\.js$/, '');
      const problem = boundaryProblem(importer, target);
      if (problem) context.report({ node, message: problem });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { 'module-boundaries': moduleBoundaries } };
