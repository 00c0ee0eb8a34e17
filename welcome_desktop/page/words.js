// words.js
