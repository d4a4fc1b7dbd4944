// A constexpr variable's initializer is a constant expression: an operator over operands
// of dependent type waits for instantiation as a constant and prints wrapped; a const
// variable's and a lone functional cast stay bare.
template<class T> struct isra { static constexpr bool value = true; constexpr operator bool() const { return value; } };
template<typename It1, typename It2>
bool same_kind(It1 a, It2 b) {
  using R1 = isra<It1>;
  using R2 = isra<It2>;
  constexpr bool both = R1() && R2();
  constexpr bool one = R1();
  constexpr bool vals = R1::value && R2::value;
  const bool plain = R1() && R2();
  return both && one && vals && plain;
}
int main() { return same_kind(1, 2.0) ? 0 : 1; }
