import CatalogCLI

SheetcatCommand.main()
