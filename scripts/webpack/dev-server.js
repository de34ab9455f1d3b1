// @ts-check
// `webpack serve` for each app: its own port, /api proxied to the API.

/** The API's port while developing; every dev server proxies /api to it. */
const DEV_API_PORT = Number(process.env.DEV_API_PORT || 3100);

/** @param {{ port: number }} app */
function devServer(app) {
  return {
    port: app.port,
    hot: true,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    client: { overlay: { warnings: false, errors: true } },
    proxy: [{ context: ['/api'], target: `http://127.0.0.1:${DEV_API_PORT}` }],
  };
}

module.exports = { devServer, DEV_API_PORT };
