import Catalog
import Proof1Kit
import Proof1Fixed
import Proof1Broken
import Proof1AwaitCallbackContinuation
import Proof1CancellationErrorMeansSuperseded
import Proof1CaptureCallback
import Proof1DetachedLoadTask
import Proof1DropAnswerWhenOwnTaskCancelled
import Proof1ErrorClearedWhenALoadStarts
import Proof1FinishedLoadClearsTheHandle
import Proof1GuardLetSelfFirst
import Proof1MainActorCallback
import Proof1MethodReferenceCallback
import Proof1ProductsLeaveTheErrorShown
import Proof1ReuseInFlightLoad
import Proof1SeparateScreenState
import Proof1SkipUnchangedCatalog
import Proof1TryOptionalDropsFailure
import Proof1UnownedLoader
import Proof1UnownedOwnedLoader
import Proof1UntrackedTask
import Proof1WeakLookupOfRepository

// Each version's types are the same types of Exercise 3, compiled in a module of their own:
// these lines let the student's proof use any of them through `CatalogScreen` and `CatalogLoading`.
extension Proof1Fixed.CatalogViewModel: CatalogScreen {}
extension Proof1Broken.CatalogViewModel: CatalogScreen {}
extension Proof1AwaitCallbackContinuation.CatalogViewModel: CatalogScreen {}
extension Proof1CancellationErrorMeansSuperseded.CatalogViewModel: CatalogScreen {}
extension Proof1CaptureCallback.CatalogViewModel: CatalogScreen {}
extension Proof1DetachedLoadTask.CatalogViewModel: CatalogScreen {}
extension Proof1DropAnswerWhenOwnTaskCancelled.CatalogViewModel: CatalogScreen {}
extension Proof1ErrorClearedWhenALoadStarts.CatalogViewModel: CatalogScreen {}
extension Proof1FinishedLoadClearsTheHandle.CatalogViewModel: CatalogScreen {}
extension Proof1GuardLetSelfFirst.CatalogViewModel: CatalogScreen {}
extension Proof1MainActorCallback.CatalogViewModel: CatalogScreen {}
extension Proof1MethodReferenceCallback.CatalogViewModel: CatalogScreen {}
extension Proof1ProductsLeaveTheErrorShown.CatalogViewModel: CatalogScreen {}
extension Proof1ReuseInFlightLoad.CatalogViewModel: CatalogScreen {}
extension Proof1SeparateScreenState.CatalogViewModel: CatalogScreen {}
extension Proof1SkipUnchangedCatalog.CatalogViewModel: CatalogScreen {}
extension Proof1TryOptionalDropsFailure.CatalogViewModel: CatalogScreen {}
extension Proof1UnownedLoader.CatalogViewModel: CatalogScreen {}
extension Proof1UnownedOwnedLoader.CatalogViewModel: CatalogScreen {}
extension Proof1UntrackedTask.CatalogViewModel: CatalogScreen {}
extension Proof1WeakLookupOfRepository.CatalogViewModel: CatalogScreen {}
extension Proof1Fixed.ProductLoader: CatalogLoading {}
extension Proof1Broken.ProductLoader: CatalogLoading {}
extension Proof1AwaitCallbackContinuation.ProductLoader: CatalogLoading {}
extension Proof1CancellationErrorMeansSuperseded.ProductLoader: CatalogLoading {}
extension Proof1CaptureCallback.ProductLoader: CatalogLoading {}
extension Proof1DetachedLoadTask.ProductLoader: CatalogLoading {}
extension Proof1DropAnswerWhenOwnTaskCancelled.ProductLoader: CatalogLoading {}
extension Proof1ErrorClearedWhenALoadStarts.ProductLoader: CatalogLoading {}
extension Proof1FinishedLoadClearsTheHandle.ProductLoader: CatalogLoading {}
extension Proof1GuardLetSelfFirst.ProductLoader: CatalogLoading {}
extension Proof1MainActorCallback.ProductLoader: CatalogLoading {}
extension Proof1MethodReferenceCallback.ProductLoader: CatalogLoading {}
extension Proof1ProductsLeaveTheErrorShown.ProductLoader: CatalogLoading {}
extension Proof1ReuseInFlightLoad.ProductLoader: CatalogLoading {}
extension Proof1SeparateScreenState.ProductLoader: CatalogLoading {}
extension Proof1SkipUnchangedCatalog.ProductLoader: CatalogLoading {}
extension Proof1TryOptionalDropsFailure.ProductLoader: CatalogLoading {}
extension Proof1UnownedLoader.ProductLoader: CatalogLoading {}
extension Proof1UnownedOwnedLoader.ProductLoader: CatalogLoading {}
extension Proof1UntrackedTask.ProductLoader: CatalogLoading {}
extension Proof1WeakLookupOfRepository.ProductLoader: CatalogLoading {}

/// The versions of Exercise 3 that Proof 1 is judged against, by name: `fixed`, `broken`, and
/// each gallery entry's file name (`Versions/Proof1/` holds their sources). The lines that name a
/// version are written by `swift run lab proofs --sync-versions`, each from the `fixed` version's line.
enum Proof1Registry {
    static func versions(named name: String) -> CatalogVersions? {
        switch name {
        case "fixed": CatalogVersions(screen: { Proof1Fixed.CatalogViewModel(repository: $0) }, loader: { Proof1Fixed.ProductLoader(repository: $0) })
        case "broken": CatalogVersions(screen: { Proof1Broken.CatalogViewModel(repository: $0) }, loader: { Proof1Broken.ProductLoader(repository: $0) })
        case "await-callback-continuation": CatalogVersions(screen: { Proof1AwaitCallbackContinuation.CatalogViewModel(repository: $0) }, loader: { Proof1AwaitCallbackContinuation.ProductLoader(repository: $0) })
        case "cancellation-error-means-superseded": CatalogVersions(screen: { Proof1CancellationErrorMeansSuperseded.CatalogViewModel(repository: $0) }, loader: { Proof1CancellationErrorMeansSuperseded.ProductLoader(repository: $0) })
        case "capture-callback": CatalogVersions(screen: { Proof1CaptureCallback.CatalogViewModel(repository: $0) }, loader: { Proof1CaptureCallback.ProductLoader(repository: $0) })
        case "detached-load-task": CatalogVersions(screen: { Proof1DetachedLoadTask.CatalogViewModel(repository: $0) }, loader: { Proof1DetachedLoadTask.ProductLoader(repository: $0) })
        case "drop-answer-when-own-task-cancelled": CatalogVersions(screen: { Proof1DropAnswerWhenOwnTaskCancelled.CatalogViewModel(repository: $0) }, loader: { Proof1DropAnswerWhenOwnTaskCancelled.ProductLoader(repository: $0) })
        case "error-cleared-when-a-load-starts": CatalogVersions(screen: { Proof1ErrorClearedWhenALoadStarts.CatalogViewModel(repository: $0) }, loader: { Proof1ErrorClearedWhenALoadStarts.ProductLoader(repository: $0) })
        case "finished-load-clears-the-handle": CatalogVersions(screen: { Proof1FinishedLoadClearsTheHandle.CatalogViewModel(repository: $0) }, loader: { Proof1FinishedLoadClearsTheHandle.ProductLoader(repository: $0) })
        case "guard-let-self-first": CatalogVersions(screen: { Proof1GuardLetSelfFirst.CatalogViewModel(repository: $0) }, loader: { Proof1GuardLetSelfFirst.ProductLoader(repository: $0) })
        case "main-actor-callback": CatalogVersions(screen: { Proof1MainActorCallback.CatalogViewModel(repository: $0) }, loader: { Proof1MainActorCallback.ProductLoader(repository: $0) })
        case "method-reference-callback": CatalogVersions(screen: { Proof1MethodReferenceCallback.CatalogViewModel(repository: $0) }, loader: { Proof1MethodReferenceCallback.ProductLoader(repository: $0) })
        case "products-leave-the-error-shown": CatalogVersions(screen: { Proof1ProductsLeaveTheErrorShown.CatalogViewModel(repository: $0) }, loader: { Proof1ProductsLeaveTheErrorShown.ProductLoader(repository: $0) })
        case "reuse-in-flight-load": CatalogVersions(screen: { Proof1ReuseInFlightLoad.CatalogViewModel(repository: $0) }, loader: { Proof1ReuseInFlightLoad.ProductLoader(repository: $0) })
        case "separate-screen-state": CatalogVersions(screen: { Proof1SeparateScreenState.CatalogViewModel(repository: $0) }, loader: { Proof1SeparateScreenState.ProductLoader(repository: $0) })
        case "skip-unchanged-catalog": CatalogVersions(screen: { Proof1SkipUnchangedCatalog.CatalogViewModel(repository: $0) }, loader: { Proof1SkipUnchangedCatalog.ProductLoader(repository: $0) })
        case "try-optional-drops-failure": CatalogVersions(screen: { Proof1TryOptionalDropsFailure.CatalogViewModel(repository: $0) }, loader: { Proof1TryOptionalDropsFailure.ProductLoader(repository: $0) })
        case "unowned-loader": CatalogVersions(screen: { Proof1UnownedLoader.CatalogViewModel(repository: $0) }, loader: { Proof1UnownedLoader.ProductLoader(repository: $0) })
        case "unowned-owned-loader": CatalogVersions(screen: { Proof1UnownedOwnedLoader.CatalogViewModel(repository: $0) }, loader: { Proof1UnownedOwnedLoader.ProductLoader(repository: $0) })
        case "untracked-task": CatalogVersions(screen: { Proof1UntrackedTask.CatalogViewModel(repository: $0) }, loader: { Proof1UntrackedTask.ProductLoader(repository: $0) })
        case "weak-lookup-of-repository": CatalogVersions(screen: { Proof1WeakLookupOfRepository.CatalogViewModel(repository: $0) }, loader: { Proof1WeakLookupOfRepository.ProductLoader(repository: $0) })
        default: nil
        }
    }
}
