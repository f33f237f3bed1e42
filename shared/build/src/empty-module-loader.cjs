// An rspack loader that turns a module into an empty one: the first-screen build uses it for
// the UI kit's stylesheets, which the shell's own stylesheet already carries on every page.
module.exports = () => 'export {};';
