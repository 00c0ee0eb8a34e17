"""The main window and what it holds: menus, the side panel, the table, the hand-over screen,
the hint."""
