// A parameter's leading attributes carry their own source position (LD-2): a parameter
// whose `[[...]]` or `__attribute__` starts a new source line starts a new output line
// there, in definitions, prototypes, constructors and lambdas alike; the name of a
// definition's parameter keeps its own position after them.
template <class T> struct al { };
template <typename T, typename U>
  inline T *
  rel(T *first, T *last,
      T *result,
      [[maybe_unused]] al<U> &alloc) noexcept
  { return result; }
int f(int a,
      [[maybe_unused]] int b,
      [[maybe_unused]]
      int c,
      __attribute__((unused)) int d)
{ return a; }
int g(int a,
      __attribute__((unused)) int b, [[maybe_unused]] int c,
      [[maybe_unused]] [[deprecated]]
      int d);
struct S {
  void m(int a,
         [[maybe_unused]] int b);
  S(int a,
    [[maybe_unused]] int b) { }
};
int main() {
  auto l = [](int x,
              [[maybe_unused]] int y) { return x; };
  int v = 0;
  al<int> a; return *rel(&v, &v, &v, a) + f(1, 2, 3, 4) + l(1, 2);
}
