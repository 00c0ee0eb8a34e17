"""The shared look of the drawn widgets (colours, fonts, painting helpers) and sizes that fit
the screen."""
