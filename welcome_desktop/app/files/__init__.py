"""The window's files: save, open, autosave, resume, and a record's sheet drawn to a PNG."""
