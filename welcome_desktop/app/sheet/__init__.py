"""The drawn score sheet: layout, art, scene, view and offscreen rendering."""
