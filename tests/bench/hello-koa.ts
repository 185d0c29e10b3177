import Koa from 'koa';

/**
 * The baseline of the HTTP benchmark: a bare Koa app answering a small JSON body, run in its own process
 * exactly like the portal (`node --import tsx`), on 127.0.0.1 and the port given in PORT.
 */
const port = Number(process.env.PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('PORT must be set');

const app = new Koa();
app.use((ctx) => {
  ctx.body = { hello: 'world' };
});
const server = app.listen(port, '127.0.0.1');
server.keepAliveTimeout = 65_000;

const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
