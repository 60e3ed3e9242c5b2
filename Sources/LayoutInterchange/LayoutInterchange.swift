// LayoutInterchange reads and writes the layoutdb JSON document format (FORMAT.md,
// schema/layoutdb.schema.json): `DocumentReader`, `DocumentWriter`, and underneath them
// a positioned JSON parser so every error can name its file, line, column and JSON path.
// Interface Builder files and reports come with issue #7.
@_exported import LayoutModel
