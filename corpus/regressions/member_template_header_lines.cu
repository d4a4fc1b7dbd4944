// An out-of-line member template's own template header starts at its own `template` line (`template< class T, class A> ` / `# 7` / `template< class ...Args> T &`).
template <class T, class A>
struct vec {
  template <class... Args> T &emplace(Args &&...a);
  template <class I> void assign(I f, I l);
};
template <class T, class A>
  template <class... Args>
    T &
    vec<T, A>::
    emplace(Args &&...a) { static T t; return t; }
template <class T, class A> template <class I> void vec<T, A>::assign(I f, I l) {}
