"""``python -m hwcc``."""

from hwcc.cli import main

if __name__ == "__main__":
    main()
