/// The words both leak trackers use, so XCTest and Swift Testing say the same thing.
enum LeakReport {
    static func message(typeName: String, hint: String?) -> String {
        var text = "\(typeName) is still alive after the test: something holds it strongly"
            + " (a closure or a task that captures it and outlives the test)."
        if let hint { text += " " + hint }
        return text
    }
}
