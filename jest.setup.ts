// Adds DOM matchers such as toBeInTheDocument and toHaveAttribute to expect().
import '@testing-library/jest-dom'
