// The child process a pinned build's first-screen module runs in (first-screen-sandbox.ts
// starts it; first-screen-child.ts has its arguments). Plain CommonJS because it runs under
// Node's permission model without a TypeScript loader: no child processes, workers, addons or
// native bindings, no file writes, reads of the externals' packages only, an empty
// environment; and, set up below, no outgoing connections and no way from this realm's
// functions to a compiler. Inside it the module's source is evaluated in a fresh vm context
// with code generation off, holding only JavaScript's own globals and a `require` answering
// the contract's FIRST_SCREEN_EXTERNALS and inert stand-ins: no Node built-in reaches it.
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS that Node runs as it is */

const vm = require('node:vm');
const net = require('node:net');

const send = process.send?.bind(process);
if (!send) throw new Error('first-screen-runner runs only as a forked child');

// The module may hold objects of this realm (jsdom's, which compiles selectors with
// `Function` and so cannot run with code generation off): no function of this realm may lead
// back to a constructor that compiles source, which would run outside the sandbox.
for (const source of [
  '(function () {})',
  '(async function () {})',
  '(function* () {})',
  '(async function* () {})',
]) {
  const prototype = Object.getPrototypeOf(vm.runInThisContext(source));
  const name = prototype.constructor.name;
  const refuse = {
    [name]() {
      throw new EvalError('a first-screen module may not compile code');
    },
  }[name];
  Object.defineProperty(prototype, 'constructor', {
    value: refuse,
    writable: false,
    configurable: false,
  });
}

// The module may hold objects of jsdom, which can open sockets (XMLHttpRequest, WebSocket,
// JSDOM.fromURL): every TCP and TLS connection of this process goes through here.
net.Socket.prototype.connect = function refuseConnect() {
  throw new Error('a first-screen module may not open connections');
};

/** The contract's FIRST_SCREEN_EXTERNALS, as the edge names them when it loads a module. */
let allowed = [];
/** The externals, loaded on first use (jsdom takes half a second). */
const externals = new Map();
const hostRequire = (id) => {
  if (!allowed.includes(id)) throw new Error(`a first-screen module may not require ${id}`);
  if (!externals.has(id)) externals.set(id, require(id));
  return externals.get(id);
};

/**
 * Compiled inside the sandbox's context (from this source, so it closes over nothing of this
 * realm), it returns the module's `require`: the externals through `hostRequire`, and for the
 * four built-in names React's server renderer touches as it loads (react-dom/server.node) a
 * stand-in of the context's own making that can do nothing: an encoder, a storage that keeps
 * nothing, and hashing and streams that throw. Everything else is refused by name.
 */
function installRequire(hostRequire, externalNames, hostUrl) {
  'use strict';
  const unavailable = (name) =>
    function unavailableBuiltin() {
      throw new Error(name + ' is not available to a first-screen module');
    };
  class TextEncoder {
    get encoding() {
      return 'utf-8';
    }
    encode(input = '') {
      const bytes = [];
      const text = String(input);
      for (const character of text) {
        let code = character.codePointAt(0);
        if (code >= 0xd800 && code <= 0xdfff) code = 0xfffd;
        if (code < 0x80) bytes.push(code);
        else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63));
        else if (code < 0x10000)
          bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
        else
          bytes.push(
            0xf0 | (code >> 18),
            0x80 | ((code >> 12) & 63),
            0x80 | ((code >> 6) & 63),
            0x80 | (code & 63),
          );
      }
      return new Uint8Array(bytes);
    }
  }
  class AsyncLocalStorage {
    getStore() {
      return undefined;
    }
    run(store, callback, ...args) {
      return callback(...args);
    }
    exit(callback, ...args) {
      return callback(...args);
    }
    enterWith() {}
    disable() {}
  }
  const standIns = {
    util: Object.freeze({ TextEncoder }),
    async_hooks: Object.freeze({ AsyncLocalStorage }),
    crypto: Object.freeze({ createHash: unavailable('crypto.createHash') }),
    stream: Object.freeze({
      Readable: unavailable('stream.Readable'),
      Writable: unavailable('stream.Writable'),
    }),
  };
  // The few host functions bundled code expects of any JavaScript runtime, made here from
  // the language's own parts (microtasks from promises, a console that says nothing), and
  // the WHATWG URL parser, which links are resolved with and which can do nothing else.
  globalThis.URL = hostUrl.URL;
  globalThis.URLSearchParams = hostUrl.URLSearchParams;
  const quiet = () => undefined;
  globalThis.queueMicrotask = (callback) => {
    Promise.resolve().then(callback);
  };
  globalThis.console = Object.freeze({
    log: quiet,
    info: quiet,
    warn: quiet,
    error: quiet,
    debug: quiet,
    trace: quiet,
  });
  const names = String(externalNames).split(',');
  return function require(id) {
    const name = String(id);
    if (Object.prototype.hasOwnProperty.call(standIns, name)) return standIns[name];
    if (names.includes(name)) return hostRequire(name);
    throw new Error('a first-screen module may not require ' + name);
  };
}

/**
 * A context with nothing of this process in it: a null-prototype global (so `this.constructor`
 * is the context's own Object, never this realm's), code generation off, and the stand-ins
 * built from the context's own intrinsics.
 */
const createSandbox = () => {
  const context = vm.createContext(Object.create(null), {
    name: 'first-screen',
    codeGeneration: { strings: false, wasm: false },
  });
  const install = vm.runInContext(`(${installRequire.toString()})`, context);
  return { context, require: install(hostRequire, allowed.join(','), { URL, URLSearchParams }) };
};

let render = null;
let parseInput = null;

const load = (code, filename) => {
  const { context, require: sandboxRequire } = createSandbox();
  const wrapper = vm.runInContext(
    `(function (exports, require, module, __filename, __dirname) {${code}\n})`,
    context,
    { filename },
  );
  if (typeof wrapper !== 'function') throw new Error(`${filename} did not compile to a module`);
  const module = vm.runInContext('({ exports: {} })', context);
  wrapper.call(module.exports, module.exports, sandboxRequire, module, filename, '/');
  const exported = module.exports;
  const renderer =
    typeof exported === 'object' && exported !== null ? exported.renderFirstScreen : undefined;
  if (typeof renderer !== 'function') throw new Error(`${filename} exports no renderFirstScreen`);
  render = renderer;
  // The input becomes the context's own objects: nothing of this realm is handed over.
  parseInput = vm.runInContext('(text) => JSON.parse(text)', context);
};

/** The drawing copied out as plain strings, or a message saying why it is none. */
const copyDrawing = (value) => {
  if (value === null) return { drawing: null };
  if (typeof value !== 'object') return { error: 'renderFirstScreen returned no drawing' };
  const html = value.html;
  const images = value.images;
  if (typeof html !== 'string' || !Array.isArray(images))
    return { error: 'renderFirstScreen returned no drawing' };
  const copied = [];
  for (let index = 0; index < images.length; index += 1) {
    const image = images[index];
    if (typeof image !== 'string') return { error: 'renderFirstScreen returned no drawing' };
    copied.push(image);
  }
  const absent = value.absent === true ? { absent: true } : {};
  return { drawing: { html, images: copied, ...copySeo(value.seo), ...absent } };
};

/**
 * The page's part of the head as plain data (the edge checks its shape); one that cannot be
 * copied is left out, and the page keeps its first screen.
 */
const copySeo = (seo) => {
  if (seo === undefined || seo === null || typeof seo !== 'object') return {};
  try {
    return { seo: JSON.parse(JSON.stringify(seo)) };
  } catch {
    return {};
  }
};

const describe = (error) => {
  try {
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  } catch {
    return 'an unprintable error';
  }
};

process.on('message', (message) => {
  if (message.type === 'load') {
    try {
      allowed = Array.isArray(message.externals) ? message.externals.map(String) : [];
      // Externals the source names are loaded now, within the load's time, not a render's.
      for (const id of allowed) if (message.code.includes(id)) hostRequire(id);
      load(message.code, message.filename);
      send({ type: 'loaded' });
    } catch (error) {
      send({ type: 'refused', error: describe(error) });
    }
    return;
  }
  if (message.type === 'render') {
    try {
      if (render === null || parseInput === null) throw new Error('no module loaded');
      const result = copyDrawing(render(parseInput(message.input)));
      send({ type: 'drawn', id: message.id, ...result });
    } catch (error) {
      send({ type: 'drawn', id: message.id, error: describe(error) });
    }
  }
});
// The edge went away: nothing is left to draw for.
process.on('disconnect', () => process.exit(0));
