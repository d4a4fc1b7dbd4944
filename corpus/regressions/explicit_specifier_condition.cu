template<class T> constexpr bool conv() { return sizeof(T) > 1; }
template<class T> struct P {
  explicit(!conv<T>()) P() {}
  explicit(conv<int>()) P(int) {}
  explicit(sizeof(T) > 1) P(long) {}
  explicit(true) P(char) {}
  explicit(!conv<T>()) P(short);
};
struct Q { explicit(sizeof(int) > 1) Q(int) {} explicit(conv<int>()) Q(long) {} };
int main() { P<char> p; Q q(1); return 0; }
template<class T> struct P3 {
  P3() {}
  explicit(!conv<T>()) P3(int = 0, int = 1) {}
  explicit P3(char) {}
};
template<class T> struct R3 {
  explicit(!conv<T>()) R3() {}
  explicit(!conv<T>()) R3(int) {}
};
