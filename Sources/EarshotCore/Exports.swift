// The drivers see the core as one module; the layers underneath keep their dependencies one way.
@_exported import EarshotAudit
@_exported import EarshotEfficiency
@_exported import EarshotImport
@_exported import EarshotInterfaceBuilder
@_exported import EarshotLabFiles
@_exported import EarshotLabs
@_exported import EarshotLoader
@_exported import EarshotModel
@_exported import EarshotNarration
@_exported import EarshotNavigation
@_exported import EarshotPlanning
@_exported import EarshotSession
