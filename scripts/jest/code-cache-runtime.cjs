// Jest's runtime, keeping V8's code cache of every module across the test files of a worker.
//
// Jest gives each test file a registry of its own, so each file compiles again every module it
// loads: NestJS, TypeORM and the app's ~700 files for every API test, React and jsdom for every
// frontend one (about half a second of a core per file, for ~250 files). V8 checks a cache against
// the source it is given and falls back to compiling when they differ; the cache also keeps the
// source it was made from (a string Jest's transform cache holds anyway), so a changed file is
// compiled afresh.
/* eslint-disable @typescript-eslint/no-require-imports -- Jest loads a runtime with require(), so this file is CommonJS. */
const vm = require('node:vm');
const Runtime = require('jest-runtime').default;

const cjsCache = new Map();
const esmCache = new Map();

/**
 * Code compiled from a cache answers a dynamic import() with "A dynamic import callback was not
 * specified" (Node 20 routes import() by the script that made the cache): a module that has one is
 * always compiled afresh.
 */
const importsDynamically = (code) => code.includes('import(');

function lookUp(cache, key, code) {
  if (typeof key !== 'string' || importsDynamically(code)) return { cacheable: false, data: undefined };
  const hit = cache.get(key);
  return { cacheable: true, data: hit?.code === code ? hit.data : undefined };
}

const { compileFunction, SourceTextModule } = vm;

vm.compileFunction = function compileFunctionWithCache(code, params, options = {}) {
  const { cacheable, data } = lookUp(cjsCache, options.filename, code);
  if (!cacheable) return compileFunction.call(this, code, params, options);
  const compiled = compileFunction.call(this, code, params, { ...options, cachedData: data, produceCachedData: data === undefined });
  if (data === undefined && compiled.cachedData) cjsCache.set(options.filename, { code, data: compiled.cachedData });
  if (data !== undefined && compiled.cachedDataRejected) cjsCache.delete(options.filename);
  return compiled;
};

/** Called with `new` by Jest as vm.SourceTextModule is: the module it answers is the real class's. */
function SourceTextModuleWithCache(code, options = {}) {
  const { cacheable, data } = lookUp(esmCache, options.identifier, code);
  let module;
  try {
    module = new SourceTextModule(code, data === undefined ? options : { ...options, cachedData: data });
  } catch (error) {
    // V8 refuses every cache made before a change of its flags (a test's v8.setFlagsFromString); a module throws for it.
    if (data === undefined || error?.code !== 'ERR_VM_MODULE_CACHED_DATA_REJECTED') throw error;
    esmCache.clear();
    cjsCache.clear();
    module = new SourceTextModule(code, options);
  }
  // Node 20 caches a module only before it is evaluated: its top level, not the functions compiled later.
  if (cacheable && !esmCache.has(options.identifier)) esmCache.set(options.identifier, { code, data: module.createCachedData() });
  return module;
}

if (SourceTextModule) {
  SourceTextModuleWithCache.prototype = SourceTextModule.prototype;
  vm.SourceTextModule = SourceTextModuleWithCache;
}

module.exports = Runtime;
