// A UIKit sheet that turns the swipe off and gives its screen no control to leave by.
import UIKit

final class TermsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel()
        label.text = "Terms of use"
        view.addSubview(label)
    }
}

final class StartViewController: UIViewController {
    func showTerms() {
        let terms = TermsViewController()
        terms.isModalInPresentation = true
        present(terms, animated: true)
    }
}
