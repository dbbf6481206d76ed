"""A toy output target: an assistant that reads ``.toy/context.md``."""

from hwcc.outputs.targets import OutputTarget, register

register(OutputTarget("toy", ".toy/context.md", "Toy assistant"))
