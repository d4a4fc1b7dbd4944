// A static constexpr member variable template is implicitly inline and says so, like a
// static constexpr data member (`template< class U> static constexpr inline bool usable`).
namespace N {
template<class A, class B> struct Helper { };
struct Header { int h; };
template<class T> struct Tree {
  template<class, class> friend class Helper;
  struct Impl : public Header { };
  template<class U> static constexpr bool usable = sizeof(U) > 1;
  static constexpr bool plain = true;
  struct Al { alignas(__alignof__(T)) unsigned char s[sizeof(T)]; };
};
}
int main() { N::Tree<int> t; (void)t; return N::Tree<int>::usable<double> ? 0 : 1; }
