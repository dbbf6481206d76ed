"""``derivedFrom`` resolution on the raw SVD tree.

Semantics (CMSIS-SVD: "a copy of the referenced element; elements stated in the derived
element override the copied ones"):

* properties: the base's properties, overridden by the derived element's own;
* named children (registers/clusters share one namespace, fields, enumerated values):
  the base's children in their order, a child of the derived element with the same name
  replaces the inherited one in place, other own children are appended;
* unnamed child groups (interrupts, address blocks, enumeratedValues sets of a field,
  writeConstraint): the derived element's own group, if it states one, replaces the
  inherited group entirely; otherwise the base's group is inherited.

References: a peripheral names another peripheral. A register or cluster names a sibling
(``REG``), a path relative to an enclosing cluster or the peripheral (``CLUSTER.REG``) or
a full path (``PERIPH.CLUSTER.REG``). A field likewise (``FIELD``, ``REG.FIELD``,
``PERIPH.REG.FIELD``). An enumeratedValues set names a set by path or, failing that, by
plain name anywhere in the device (first in document order). Targets may appear later in
the file. Resolution is lazy and memoised (the node's ``STATE`` entry); re-entering a node
that is being merged is a cycle and raises InputError. Inherited children are shared, not copied:
the tree becomes a DAG and expansion builds new values from it.
"""

from __future__ import annotations

from hwcc.errors import InputError
from hwcc.ingest.svd.xml import (
    CHILDREN,
    DERIVED,
    KIND,
    MERGING,
    NESTED_REFS,
    STATE,
    RawNode,
    children,
    is_structural,
    node_name,
    where,
)

_NAMED_KINDS = {"register": "reg", "cluster": "reg", "field": "field", "enumeratedValue": "ev"}
_PATH_KINDS = frozenset({"register", "cluster", "field", "enumeratedValues"})
_TARGET_KINDS: dict[str, frozenset[str]] = {
    "register": frozenset({"register"}),
    "cluster": frozenset({"cluster"}),
    "field": frozenset({"field"}),
    "enumeratedValues": frozenset({"enumeratedValues"}),
}


class Resolver:
    """Resolves ``derivedFrom`` for the raw tree of one device; collects warnings."""

    def __init__(self, device: RawNode, source: str) -> None:
        self.device = device
        self.source = source
        self.warnings: list[str] = []
        self.peripherals: dict[str, RawNode] = {}
        for child in children(device):
            if child[KIND] == "peripheral":
                self.peripherals.setdefault(node_name(child), child)
        self._enums_by_name: dict[str, RawNode] | None = None
        self._merging: list[RawNode] = []
        # Enclosing nodes (nearest first) of each node below peripheral level that states
        # derivedFrom, recorded while parsing (before derivation shares children).
        self._scopes: dict[int, tuple[RawNode, ...]] = device.get(NESTED_REFS, {})

    def merge(self, node: RawNode) -> None:
        """Make ``node`` hold its base's properties and children (idempotent)."""
        state = node.get(STATE)
        if state is None:
            return
        if state == MERGING:
            start = next(i for i, n in enumerate(self._merging) if n is node)
            chain = " -> ".join(node_name(n) or n[KIND] for n in [*self._merging[start:], node])
            raise InputError(self.source, f"{where(node)}: derivedFrom cycle {chain}")
        node[STATE] = MERGING
        self._merging.append(node)
        base = self._find(node)
        if base is None:
            self.warnings.append(
                f"{where(node)}: derivedFrom '{node.get(DERIVED)}' not found, ignored"
            )
        else:
            self.merge(base)
            _combine(node, base)
        self._merging.pop()
        del node[STATE]

    # -- lookup -------------------------------------------------------------------------

    def _find(self, node: RawNode) -> RawNode | None:
        ref = (node.get(DERIVED) or "").strip()
        kind = node[KIND]
        if kind == "peripheral":
            return self.peripherals.get(ref)
        kinds = _TARGET_KINDS.get(kind)
        if kinds is None or not ref:
            return None
        parts = [part.strip() for part in ref.split(".")]
        for scope in self._scopes.get(id(node), ()):
            found = self._walk(scope, parts, kinds, node)
            if found is not None:
                return found
        if len(parts) > 1:
            periph = self.peripherals.get(parts[0])
            if periph is not None:
                found = self._walk(periph, parts[1:], kinds, node)
                if found is not None:
                    return found
        if kind == "enumeratedValues" and len(parts) == 1:
            return self._enums_index().get(parts[0])
        return None

    def _walk(
        self, scope: RawNode, parts: list[str], kinds: frozenset[str], skip: RawNode
    ) -> RawNode | None:
        current = scope
        last = len(parts) - 1
        for i, part in enumerate(parts):
            self.merge(current)
            wanted = kinds if i == last else _PATH_KINDS
            found = None
            for child in children(current):
                if child is not skip and child[KIND] in wanted and node_name(child) == part:
                    found = child
                    break
            if found is None:
                return None
            current = found
        return current

    def _enums_index(self) -> dict[str, RawNode]:
        if self._enums_by_name is None:
            index: dict[str, RawNode] = {}
            # Depth-first in document order, each node once: derivation shares children
            # between nodes, and a derivedFrom loop can make a node contain itself.
            stack = [self.device]
            order: list[RawNode] = []
            seen: set[int] = set()
            while stack:
                node = stack.pop()
                if id(node) in seen:
                    continue
                seen.add(id(node))
                order.append(node)
                stack.extend(reversed(children(node)))
            for node in order:
                name = node_name(node)
                if node[KIND] == "enumeratedValues" and name:
                    index.setdefault(name, node)
            self._enums_by_name = index
        return self._enums_by_name


# Alternative spellings of a field's bit position: stating one drops the base's others.
_BIT_POSITION_FORMS = (
    frozenset({"bitRange"}),
    frozenset({"lsb", "msb"}),
    frozenset({"bitOffset", "bitWidth"}),
)


def _combine(node: RawNode, base: RawNode) -> None:
    """Give ``node`` the base's properties and children under the override rules."""
    own_props = {k: v for k, v in node.items() if not is_structural(k)}
    inherited = {k: v for k, v in base.items() if not is_structural(k)}
    for form in _BIT_POSITION_FORMS:
        if not form.isdisjoint(own_props):
            inherited = {k: v for k, v in inherited.items() if k in form or not _is_bit_position(k)}
            break
    own = list(children(node))
    structural = {k: v for k, v in node.items() if is_structural(k) and k != CHILDREN}
    node.clear()
    node.update(inherited)
    node.update(own_props)
    node.update(structural)
    own_groups = {child[KIND] for child in own if child[KIND] not in _NAMED_KINDS}
    own_named: dict[tuple[str, str], RawNode] = {}
    for child in own:
        space = _NAMED_KINDS.get(child[KIND])
        name = node_name(child)
        if space is not None and name:
            own_named.setdefault((space, name), child)
    used: set[int] = set()
    merged: list[RawNode] = []
    for child in children(base):
        space = _NAMED_KINDS.get(child[KIND])
        if space is not None:
            replacement = own_named.get((space, node_name(child)))
            if replacement is None:
                merged.append(child)
            elif id(replacement) not in used:
                used.add(id(replacement))
                merged.append(replacement)
        elif child[KIND] not in own_groups:
            merged.append(child)
    merged.extend(child for child in own if id(child) not in used)
    if merged:
        node[CHILDREN] = merged


def _is_bit_position(key: str) -> bool:
    return any(key in form for form in _BIT_POSITION_FORMS)
