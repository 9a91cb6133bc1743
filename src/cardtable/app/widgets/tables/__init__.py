"""The core's printable tables (standings, crosstable) shown in the terminal."""
