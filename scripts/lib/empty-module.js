/* Stands in for CSS imports in the Node prerender bundle (webpack.config.js). */
module.exports = {};
