"""Safe XML loading of an SVD file and its conversion to a light raw tree.

:func:`load_raw_device` parses bytes with lxml configured for untrusted input (no DTD
loading, no entity resolution, no network, no huge trees) and refuses any document that
declares a DTD. It then walks the element tree once and builds :class:`RawNode` objects:
leaf elements become ``props`` (tag -> text), structural elements become ``children``
(the ``<peripherals>``, ``<registers>`` and ``<fields>`` wrappers are flattened away).
Nothing is resolved here: ``derivedFrom`` and ``dim`` are handled by
:mod:`hwcc.ingest.svd_resolve` and :mod:`hwcc.ingest.svd_expand`.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, cast

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


class RawNode:
    """One SVD element before resolution. Mutable only inside the SVD parser.

    ``kind`` is the element tag, ``props`` maps child leaf tags to their text,
    ``children`` holds structural children in document order, ``derived_from`` is the
    ``derivedFrom`` attribute, ``line`` the source line, ``parent`` the enclosing node.
    ``state`` is used by derivation resolution: 0 = not merged, 1 = merging, 2 = merged.
    """

    __slots__ = ("children", "derived_from", "kind", "line", "parent", "props", "state")

    def __init__(
        self, kind: str, parent: RawNode | None, line: int | None, derived_from: str | None
    ) -> None:
        self.kind = kind
        self.parent = parent
        self.line = line
        self.derived_from = derived_from
        self.props: dict[str, str] = {}
        self.children: list[RawNode] = []
        self.state = 0 if derived_from else 2

    @property
    def name(self) -> str:
        return self.props.get("name", "")

    def where(self) -> str:
        """``line N (register FOO)``-style location for error messages."""
        label = f"{self.kind} {self.name}".strip() if self.name else self.kind
        if self.line:
            return f"line {self.line} ({label})"
        return label


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


def build_raw(root: etree._Element, nodes: list[RawNode] | None = None) -> RawNode:
    """The raw tree of an SVD ``<device>`` element (see module docstring). Every node
    created, the device first, is also appended to ``nodes`` when given (so that the
    caller can break the ``parent`` reference cycles when done, see :func:`release`)."""
    device = RawNode("device", None, _line(root), None)
    made: list[RawNode] = [] if nodes is None else nodes
    made.append(device)
    _fill(device, root, made)
    return device


def release(nodes: list[RawNode]) -> None:
    """Drop the ``parent`` references of ``nodes`` (a tree is no longer usable for
    resolution afterwards): the tree is then freed by reference counting at once instead
    of waiting for, and slowing down, the cyclic garbage collector."""
    for node in nodes:
        node.parent = None
    nodes.clear()


# One dict lookup classifies a child tag: absent = property, else one of these.
_NODE, _WRAPPER, _IGNORED = 0, 1, 2
_TAG_KIND: dict[object, int] = {
    **dict.fromkeys(NODE_TAGS, _NODE),
    **dict.fromkeys(WRAPPER_TAGS, _WRAPPER),
    **dict.fromkeys(IGNORED_TAGS, _IGNORED),
}


def _fill(node: RawNode, elem: etree._Element, made: list[RawNode]) -> None:
    props = node.props
    children = node.children
    kinds = _TAG_KIND
    for child in elem:
        tag = child.tag
        kind = kinds.get(tag)
        if kind is None:
            props[tag] = child.text or ""
        elif kind == _NODE:
            sub = RawNode(tag, node, child.sourceline, child.get("derivedFrom"))  # type: ignore[arg-type]
            children.append(sub)
            made.append(sub)
            _fill(sub, child, made)
        elif kind == _WRAPPER:
            for grand in child:
                gtag = grand.tag
                if gtag in NODE_TAGS:
                    sub = RawNode(gtag, node, grand.sourceline, grand.get("derivedFrom"))  # type: ignore[arg-type]
                    children.append(sub)
                    made.append(sub)
                    _fill(sub, grand, made)


def _line(elem: etree._Element) -> int | None:
    # lxml-stubs type sourceline oddly; it is an int (or None for built elements).
    return cast("int | None", elem.sourceline)


def load_raw_device(data: bytes, name: str, nodes: list[RawNode] | None = None) -> RawNode:
    """Parse ``data`` (the bytes of file ``name``) into a raw device tree; ``nodes`` as
    for :func:`build_raw`."""
    return build_raw(parse_xml(data, name), nodes)
