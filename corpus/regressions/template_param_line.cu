// In a template header, each parameter is positioned at its name; an unnamed one where
// its name would be (the token after `typename`/`...`/the declarator), an unnamed template
// template parameter at its `template`. The declaration then goes back to the `template`
// line for its name.
template<typename T> T declval();
struct A {
  template<typename F, typename G,
           typename = decltype(declval<F>())>
  static int
  t1(int);

  template<typename F, typename =
           decltype(declval<F>())>
  static int
  t2(int);

  template<typename F,
           typename>
  static int
  t3(int);
  template<typename F, int
           = 3>
  static int t4(int);
  template<typename F, int =
           3>
  static int t5(int);
  template<typename F, typename
           ...>
  static int t6(int);
  template<typename F, template<class>
           class TT>
  static int t7(int);
  template<typename F, int *
           >
  static int t8(int);
  template<typename F, typename
           >
  struct B;
};
template<typename F,
         typename
         = int>
int t9(int);
