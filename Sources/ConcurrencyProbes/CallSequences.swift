/// Every sequence of calls one after another, drawn from an alphabet, with something (the
/// clock moving, a dependency changing its answer) between each two — generated, not listed,
/// so the scenarios a model is checked over include the ones nobody thought to write down:
/// a time-to-live read 1 s before and at its boundary after an earlier hit, the same value
/// stored twice with the clock moving between, the call after a failure.
///
/// Repeats are included (the same call twice is a scenario code often gets wrong: work skipped
/// because "nothing changed"), and the sequences come **smallest first** — fewer calls, then
/// fewer things between them, then in the alphabet's order — so the first one a model
/// disagrees with is the simplest to follow (shrinking by order, as SmallCheck does).
///
/// ```swift
/// let sequences = CallSequences.all(
///     of: [.store("A"), .retrieve, .invalidate], lengths: 2...3,
///     between: [.clockMoves(299), .clockMoves(1)])
/// // [.store("A"), .store("A")], …, [.store("A"), .clockMoves(299), .retrieve, .clockMoves(1), .retrieve], …
/// ```
public enum CallSequences {
    /// Every sequence of `lengths` calls from `calls`, each two separated by nothing or by one
    /// of `between`, smallest first.
    public static func all<Call>(of calls: [Call], lengths: ClosedRange<Int>, between: [Call] = []) -> [[Call]] {
        var sequences: [(calls: [Call], gaps: Int)] = []
        for length in lengths where length > 0 {
            for picks in choices(count: length, from: calls.count) {
                for gaps in choices(count: length - 1, from: between.count + 1) {
                    var sequence = [calls[picks[0]]]
                    for (position, gap) in gaps.enumerated() {
                        if gap > 0 { sequence.append(between[gap - 1]) }
                        sequence.append(calls[picks[position + 1]])
                    }
                    sequences.append((sequence, gaps.filter { $0 > 0 }.count))
                }
            }
        }
        // A stable sort: within a length and a number of gaps, the alphabet's order stays.
        return sequences.enumerated()
            .sorted { ($0.element.calls.count - $0.element.gaps, $0.element.gaps, $0.offset) < ($1.element.calls.count - $1.element.gaps, $1.element.gaps, $1.offset) }
            .map(\.element.calls)
    }

    /// Every tuple of `count` numbers in `0..<base`, in counting order.
    private static func choices(count: Int, from base: Int) -> [[Int]] {
        guard count > 0 else { return [[]] }
        guard base > 0 else { return [] }
        return choices(count: count - 1, from: base).flatMap { prefix in (0..<base).map { prefix + [$0] } }
    }
}
