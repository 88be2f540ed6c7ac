import BoxTreeModel
import Layout

/// `regular`, `semibold`, … as findings name a weight.
extension FontWeight {
    var name: String {
        switch self {
        case .regular: "regular"
        case .medium: "medium"
        case .semibold: "semibold"
        case .bold: "bold"
        }
    }
}
