"""The MCP server (``hwcc mcp``): :mod:`hwcc.mcp.server` builds it on the MCP SDK,
:mod:`hwcc.mcp.results` turns library results into tool results. Importing this
package imports nothing from the SDK; :mod:`hwcc.mcp.server` does."""
