import Foundation
import JellyMath
import Testing

@Suite struct InformationCriteriaTests {
  @Test("AIC and BIC of a least-squares fit, finite for an exact one")
  func criteria() {
    let criteria = InformationCriteria(sumOfSquares: 8, points: 100, parameters: 6)
    #expect(abs(criteria.aic - (100 * log(0.08) + 12)) <= 1e-12)
    #expect(abs(criteria.bic - (100 * log(0.08) + 6 * log(100))) <= 1e-12)
    #expect(InformationCriteria(sumOfSquares: 0, points: 10, parameters: 2).bic.isFinite)
  }
}
