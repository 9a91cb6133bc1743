import sys

from cardtable.cli.main import console

sys.exit(console())
