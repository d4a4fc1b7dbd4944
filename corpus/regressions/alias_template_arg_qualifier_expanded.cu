// Inside template arguments, a namespace-scope alias template-id with dependent
// arguments that qualifies a member (`is_ss<S, E>::value`) prints as the type it
// stands for; a member alias template, or the same name outside template
// arguments, keeps the alias.
template <bool B, class T = void> struct enable_if { typedef T type; };
template <bool B, class T = void> using enable_if_t = typename enable_if<B, T>::type;
template <class... B> struct and_ { static const bool value = true; };
template <class A> struct not_ { static const bool value = true; };
template <class A, class B> struct is_same { static const bool value = false; };
template <class A> struct gt { typedef int type; };
namespace det {
template <class S> using gen_t = typename gt<S>::type;
template <class S, class E, class R, class G = gen_t<S> >
using is_ss = and_<not_<is_same<S, E> >, not_<is_same<S, R> > >;
template <class S, class E> using is_two = and_<not_<is_same<S, E> > >;
}
template <class U> struct lce {
  template <class S> using If_ss = typename enable_if<det::is_ss<S, lce, U>::value>::type;
  template <class S> using mem = and_<not_<is_same<S, U> > >;
  typedef typename enable_if<det::is_two<U, int>::value>::type T1;
  typename enable_if<mem<U>::value, int>::type f1();
  enable_if_t<det::is_two<U, int>::value, int> f2();
  enable_if_t<mem<U>::value, int> f3();
  static const bool w = det::is_two<U, int>::value;
};
template <class S> using G_ss = typename enable_if<det::is_two<S, long>::value>::type;
int main() { return 0; }
