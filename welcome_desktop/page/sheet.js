// sheet.js
