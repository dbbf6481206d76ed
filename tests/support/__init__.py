"""Test support code shared by several test modules: a deterministic fake embedder
(:mod:`tests.support.embedder`) and indexed projects built once per session and copied
per test (:mod:`tests.support.projects`)."""
