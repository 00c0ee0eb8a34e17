"""The Qt application: one controller, the drawn sheet, card widgets and dialogs."""
