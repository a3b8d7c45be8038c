public enum SheetcatCommand {
    public static func main() async {}
}
