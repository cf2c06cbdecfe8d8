// Preloaded into the server (node --require) by start-up.test.ts: loading better-sqlite3's
// compiled module fails exactly as Node.js fails it when the module was built for another
// Node.js release (its ABI, NODE_MODULE_VERSION, differs). better-sqlite3 13 ships Node-API
// binaries, which load under every supported release, so no real build fails that way any more
// unless compiled by hand against the wrong headers. Every other native module loads as usual.
const dlopen = process.dlopen;
process.dlopen = function (module, filename, ...rest) {
  // better-sqlite3 13 loads prebuilds/<platform>.node; a module compiled here is
  // build/Release/better_sqlite3.node.
  if (/better[-_]sqlite3/.test(String(filename))) {
    const error = new Error(
      `The module '${filename}'\nwas compiled against a different Node.js version using\n` +
        `NODE_MODULE_VERSION 115. This version of Node.js requires\n` +
        `NODE_MODULE_VERSION ${process.versions.modules}. Please try re-compiling or re-installing\n` +
        'the module (for instance, using `npm rebuild` or `npm install`).',
    );
    error.code = 'ERR_DLOPEN_FAILED';
    throw error;
  }
  return dlopen.call(this, module, filename, ...rest);
};
