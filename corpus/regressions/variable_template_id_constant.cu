// A variable template specialization with concrete arguments is instantiated: its value is a
// constant (case labels, array bounds, static_assert) and its name prints bare on its own.
template <typename T> constexpr int kSize = static_cast<int>(sizeof(T)) * 4;
template <typename T> constexpr T kScale = T(4);
template <int N> constexpr int kTwice = N * 2;
static_assert(kSize<double> == 32, "");
constexpr int a = kSize<char>;
int b = kSize<short> + 1;
int arr[kSize<int>];
__attribute__((global)) void k(char *p) {
  switch (p[0]) {
  case kSize<char> * 3: break;
  case kSize<int>: break;
  case kTwice<5>: break;
  case kScale<long>: break;
  default: break;
  }
  p[1] = kSize<int> * p[2];
}
template <class T> int f() { return kSize<T> + kSize<char>; }
int g() { return f<int>(); }
struct S { static constexpr int m = kSize<char>; static const int n = kSize<int> * 2; int q[kSize<char>]; };
template <class T> struct U { static constexpr int m = kSize<T> + kSize<char>; };
int h() { int z = -kSize<char>; bool c = !kSize<char>; return z + c + U<int>::m; }
template <class T> constexpr bool kTrue = sizeof(T) > 0;
static_assert(kTrue<int>, "");
template <class T> struct V { static_assert(kTrue<T>, ""); static_assert(kTrue<char>, ""); static constexpr bool b = kTrue<char>; };
