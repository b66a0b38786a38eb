import Foundation

/// `lab hint N`: the next hint of exercise N only (1, then 2, then 3), remembered in
/// `.lab/state.json`; `--all` shows every hint. `lab hint proofN`: proof exercise N's.
struct HintCommand: LabCommand {
    static let spec = CommandSpec(
        name: "hint", arguments: "N|proofN", positionals: 1...1, flags: [.all],
        summary: "the next hint of exercise N, or of proof exercise N (--all: every hint)")
    let lab: Lab

    func run() throws -> Bool {
        let book: HintBook
        let title: String
        let word: String
        if let id = try lab.proofArgument() {
            (book, title, word) = (try HintBook(proof: id.number, layout: lab.layout), id.title, id.word)
        } else {
            guard let number = try lab.exerciseArgument() else { throw LabError.usage("`lab hint` needs an exercise number") }
            (book, title, word) = (try HintBook(number, layout: lab.layout), "Exercise \(number)", "\(number)")
        }
        let reveal = book.reveal(all: lab.options.isSet(.all), state: &lab.store.state)
        if reveal.repeated {
            Lab.say("All \(book.hints.count) hints of \(title) are shown already; here is the last one again.")
        }
        for hint in reveal.shown { Lab.say("\(title), \(hint.title):\n\n\(hint.body)\n") }
        if reveal.seen < book.hints.count {
            Lab.say("(\(reveal.seen) of \(book.hints.count) hints shown; `swift run lab hint \(word)` for the next)")
        }
        return true
    }
}
