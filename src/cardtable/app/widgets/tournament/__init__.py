"""The tournament screen's widgets: the start list, and the settings with the rounds."""
