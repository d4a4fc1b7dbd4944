// A deleted function that is no member is implicitly inline and says so (`inline void launder(void *) = delete;`, `friend inline`); a member call through an object of another dependent specialization waits for instantiation (`l.size() == 0`, no conversion); a member function template called through `this->` is a plain member call.
void launder(void *) = delete;
namespace n { void f(int) = delete; template <class T> void g(T) = delete; }
struct S { static void *allocate(int) = delete; void m() = delete; friend void fr(S) = delete; S(const S&) = delete; S() = default; };
namespace std3 { template <class E> struct il { const E *b; unsigned long n; unsigned long size() const { return n; } const E *begin() const { return b; } }; }
template <class T> struct V {
  bool empty_of(std3::il<T> l) { return l.size() == 0; }
  template <class I> void assign_aux(I a, I b, int) {}
  template <class I> void assign_aux(I a, I b, long) {}
  void assign(std3::il<T> l) { this->assign_aux(l.begin(), l.begin(), 1); assign_aux(l.begin(), l.begin(), 1L); }
};
