"""Safe XML loading of an SVD file and its conversion to a light raw tree.

:func:`load_raw_device` parses bytes with lxml configured for untrusted input (no DTD
loading, no entity resolution, no network, no huge trees) and refuses any document that
declares a DTD. It then walks the element tree once and builds raw nodes (see
:data:`RawNode`): leaf elements become properties (tag -> text), structural elements
become children (the ``<peripherals>``, ``<registers>`` and ``<fields>`` wrappers are
flattened away).
Nothing is resolved here: ``derivedFrom`` and ``dim`` are handled by
:mod:`hwcc.ingest.svd.resolve` and :mod:`hwcc.ingest.svd.expand`.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, cast

from hwcc.errors import InputError, one_line

if TYPE_CHECKING:
    from lxml import etree

# Elements that become nodes (everything else with text is a property).
NODE_TAGS = frozenset(
    {
        "peripheral",
        "register",
        "cluster",
        "field",
        "enumeratedValues",
        "enumeratedValue",
        "interrupt",
        "addressBlock",
        "writeConstraint",
        "range",
        "cpu",
    }
)
# Wrapper elements whose node children are attached to the enclosing node.
WRAPPER_TAGS = frozenset({"peripherals", "registers", "fields"})
IGNORED_TAGS = frozenset({"vendorExtensions", "dimArrayIndex", "sauRegionsConfig"})

_FIRST_ELEMENT = re.compile(rb"<[A-Za-z_]")
DTD_REFUSED = "XML uses entity declarations (DTD), refused for safety"


# A raw node is a plain dict (several times cheaper to build than an object; SVDs have
# 10^4 of them): the element's leaf children as ``tag -> text``, plus structural entries
# under keys that no XML name can be (they start with a space):
KIND = " kind"  # the element tag: "device", "peripheral", "register", ...
CHILDREN = " children"  # list of child nodes in document order; absent when none
DERIVED = " from"  # the derivedFrom attribute; absent when the element has none
LINE = " line"  # source line (int); absent if unknown
# Derivation state, present only on nodes with DERIVED that are not merged yet:
# PENDING = not merged, MERGING = being merged (re-entry is a cycle).
STATE = " state"
PENDING, MERGING = 0, 1
# On the device node only, when some node below peripheral level has DERIVED: for each
# such node (by id), its enclosing nodes below the device, nearest first (the scopes a
# relative reference is looked up in). No entry refers back to the device: no cycles.
NESTED_REFS = " nested refs"
# On field and enumeratedValue nodes without DERIVED or structural children: their
# properties as one tuple (the tags in document order, then their texts). Equal CONTENT =
# equal properties, so the expander builds what such nodes describe once per distinct
# content (SVDs repeat fields and value sets verbatim).
CONTENT = " content"
RawNode = dict[str, Any]
NO_CHILDREN: tuple[RawNode, ...] = ()


def node_name(node: RawNode) -> str:
    """The node's ``<name>`` text as written ("" when absent)."""
    return cast(str, node.get("name", ""))


def children(node: RawNode) -> list[RawNode] | tuple[RawNode, ...]:
    """The node's structural children in document order."""
    return cast("list[RawNode]", node.get(CHILDREN, NO_CHILDREN))


def is_structural(key: str) -> bool:
    """Whether ``key`` of a raw node is one of the structural entries (not a property)."""
    return key.startswith(" ")


def where(node: RawNode) -> str:
    """``line N (register FOO)``-style location for error messages."""
    name = node_name(node)
    kind = node[KIND]
    label = f"{kind} {name}".strip() if name else kind
    line = node.get(LINE)
    if line:
        return f"line {line} ({label})"
    return cast(str, label)


def parse_xml(data: bytes, name: str) -> etree._Element:
    """The root element of ``data``; InputError for empty, DTD-bearing or malformed XML."""
    from lxml import etree

    if not data.strip():
        raise InputError(name, "file is empty")
    first = _FIRST_ELEMENT.search(data)
    prolog = data[: first.start()] if first else data
    if b"<!DOCTYPE" in prolog or b"<!ENTITY" in prolog:
        raise InputError(name, DTD_REFUSED)
    parser = etree.XMLParser(
        resolve_entities=False,
        no_network=True,
        load_dtd=False,
        huge_tree=False,
        dtd_validation=False,
        remove_comments=True,
        remove_pis=True,
        # Speed only (~0.3x a bare parse): no table of xml:id values (never looked up),
        # and no whitespace-only text nodes between elements. The latter changes ``.text``
        # only of elements that have child elements (None instead of the indentation);
        # such text is never read as a value, and a leaf's whitespace-only text is kept.
        collect_ids=False,
        remove_blank_text=True,
    )
    try:
        root = etree.fromstring(data, parser)
    except etree.XMLSyntaxError as exc:
        line = getattr(exc, "lineno", None)
        where = f" at line {line}" if line else ""
        message = exc.msg if getattr(exc, "msg", None) else str(exc)
        raise InputError(name, one_line(f"malformed XML{where}: {message}")) from None
    except ValueError as exc:  # e.g. unsupported encoding declarations
        raise InputError(name, one_line(f"malformed XML: {exc}")) from None
    docinfo = root.getroottree().docinfo
    if docinfo.internalDTD is not None or docinfo.doctype:
        raise InputError(name, DTD_REFUSED)
    tag = root.tag if isinstance(root.tag, str) else ""
    local = tag.rsplit("}", 1)[-1]
    if local != "device":
        raise InputError(name, f"not an SVD file: root element is <{local}>, expected <device>")
    return root


def build_raw(root: etree._Element) -> RawNode:
    """The raw tree of an SVD ``<device>`` element (see module docstring). The tree has
    no parent links (no reference cycles: it is freed by reference counting); the scopes
    of nodes that need them are under ``NESTED_REFS`` on the device."""
    device: RawNode = {KIND: "device"}
    line = _line(root)
    if line:
        device[LINE] = line
    refs: list[tuple[RawNode, tuple[RawNode, ...]]] = []
    _fill(device, root, refs, [])
    nested = {id(node): scopes for node, scopes in refs if node[KIND] != "peripheral"}
    if nested:
        device[NESTED_REFS] = nested
    return device


# One dict lookup classifies a child tag: absent = property, else one of these.
_NODE, _WRAPPER, _IGNORED = 0, 1, 2
_TAG_KIND: dict[object, int] = {
    **dict.fromkeys(NODE_TAGS, _NODE),
    **dict.fromkeys(WRAPPER_TAGS, _WRAPPER),
    **dict.fromkeys(IGNORED_TAGS, _IGNORED),
}


# Node elements that usually hold only properties (fields, values, interrupts, ...).
_LEAFY = frozenset({"field", "enumeratedValue", "interrupt", "addressBlock", "range", "cpu"})
_STRUCTURAL_TAGS = frozenset(_TAG_KIND)
# Leafy nodes that get CONTENT (the expander shares what it builds from equal ones).
_SHARED = frozenset({"field", "enumeratedValue"})


def _child(
    elem: etree._Element,
    tag: str,
    refs: list[tuple[RawNode, tuple[RawNode, ...]]],
    chain: list[RawNode],
) -> RawNode:
    """The filled node of ``elem`` (tag ``tag``), a child of ``chain[-1]`` (or of the
    device when ``chain`` is empty); nodes stating derivedFrom are recorded in ``refs``
    with their enclosing nodes, nearest first."""
    derived = elem.get("derivedFrom")
    if tag in _LEAFY:
        # Most of these have only property children: one comprehension reads them all
        # (the same dict _fill would build); any structural child -> the general path.
        node: RawNode = {child.tag: child.text or "" for child in elem}
        if _STRUCTURAL_TAGS.isdisjoint(node):
            if derived is not None:
                _derives(node, derived, refs, chain)
            elif tag in _SHARED:
                node[CONTENT] = (*node, *node.values())
            node[KIND] = tag
            node[LINE] = elem.sourceline
            return node
    node = {KIND: tag, LINE: elem.sourceline}
    if derived is not None:
        _derives(node, derived, refs, chain)
    chain.append(node)
    _fill(node, elem, refs, chain)
    chain.pop()
    return node


def _derives(
    node: RawNode,
    derived: str,
    refs: list[tuple[RawNode, tuple[RawNode, ...]]],
    chain: list[RawNode],
) -> None:
    """Mark ``node`` as stating ``derivedFrom="derived"`` (not merged yet) and record it
    in ``refs`` with its enclosing nodes, nearest first."""
    node[DERIVED] = derived
    node[STATE] = PENDING
    refs.append((node, tuple(reversed(chain))))


def _fill(
    node: RawNode,
    elem: etree._Element,
    refs: list[tuple[RawNode, tuple[RawNode, ...]]],
    chain: list[RawNode],
) -> None:
    """Fill ``node`` from ``elem``; ``chain`` = the nodes from the first level below the
    device down to ``node`` (empty for the device)."""
    kids: list[RawNode] = []
    kinds = _TAG_KIND
    for child in elem:
        tag = child.tag
        kind = kinds.get(tag)
        if kind is None:
            node[tag] = child.text or ""
        elif kind == _NODE:
            kids.append(_child(child, tag, refs, chain))
        elif kind == _WRAPPER:
            for grand in child:
                gtag = grand.tag
                if gtag in NODE_TAGS:
                    kids.append(_child(grand, gtag, refs, chain))
    if kids:
        node[CHILDREN] = kids


def _line(elem: etree._Element) -> int | None:
    # lxml-stubs type sourceline oddly; it is an int (or None for built elements).
    return cast("int | None", elem.sourceline)


def load_raw_device(data: bytes, name: str) -> RawNode:
    """Parse ``data`` (the bytes of file ``name``) into a raw device tree."""
    return build_raw(parse_xml(data, name))
