import sys

from cardtable.cli.main import main

sys.exit(main())
