// Stylesheets have no meaning in jsdom; imports of .css resolve here.
module.exports = {};
