import CatalogCLI

await SheetcatCommand.main()
