// The shared module of the skip fixture, named as a build names a chunk: a
// change to it renames it, and app.js, which imports it, names the new file.
export const greeting = 'Hello from the shared module.';
