// A UIKit action sheet that deletes with no Cancel to back out: UIKit adds none by itself.
import UIKit

final class PhotoViewController: UIViewController {
    func confirmDelete() {
        let sheet = UIAlertController(title: nil, message: "Delete this photo?", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete Photo", style: .destructive) { _ in })
        sheet.addAction(UIAlertAction(title: "Hide Photo", style: .default) { _ in })
        present(sheet, animated: true)
    }
}
