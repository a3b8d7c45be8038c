/// A count with its noun, singular for one: "1 page", "2 pages", "1 error", for what people read.
public func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
    "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
}
