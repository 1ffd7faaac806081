// Loaded into the server a bench starts (node --require; CommonJS, so that it is read without
// touching libuv's thread pool before the server sizes it): when the bench process dies, however it
// dies (an uncaught error, a signal, SIGKILL), its end of the IPC channel closes and the server
// stops itself as on a SIGTERM, instead of living on and holding the port.
process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));
// The listener refs the channel; unref it so the channel alone never keeps the server running.
process.channel?.unref();
// The bench may ask for the main thread's heap figures (what /proc cannot tell apart).
process.on('message', (message) => {
  if (message === 'memory-usage') process.send?.({ memoryUsage: process.memoryUsage() });
});
