/* Runtime configuration override. Any key of .env.example set here wins over the build's value, e.g.
   window.__FLECHAZO_CONFIG__ = { API_BASE_URL: 'https://api.example.com' };  */
window.__FLECHAZO_CONFIG__ = {};
