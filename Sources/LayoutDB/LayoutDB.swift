// LayoutDB is the library programs use; the command line is a thin shell over it.
@_exported import LayoutModel
@_exported import LayoutStore
@_exported import LayoutInterchange
