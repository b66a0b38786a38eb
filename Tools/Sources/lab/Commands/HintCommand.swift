import Foundation

/// `lab hint N`: the next hint of exercise N only (1, then 2, then 3), remembered in
/// `.lab/state.json`; `--all` shows every hint.
struct HintCommand: LabCommand {
    static let spec = CommandSpec(name: "hint", arguments: "N", positionals: 1...1, flags: [.all], summary: "the next hint of exercise N (--all: every hint)")
    let lab: Lab

    func run() throws -> Bool {
        guard let number = try lab.exerciseArgument() else { throw LabError.usage("`lab hint` needs an exercise number") }
        let book = try HintBook(number, layout: lab.layout)
        let reveal = book.reveal(all: lab.options.isSet(.all), state: &lab.store.state)
        if reveal.repeated {
            Lab.say("All \(book.hints.count) hints of Exercise \(number) are shown already; here is the last one again.")
        }
        for hint in reveal.shown { Lab.say("Exercise \(number), \(hint.title):\n\n\(hint.body)\n") }
        if reveal.seen < book.hints.count {
            Lab.say("(\(reveal.seen) of \(book.hints.count) hints shown; `swift run lab hint \(number)` for the next)")
        }
        return true
    }
}
