template <class T>
T h(T x);
template <class T>
struct C;
struct S {
  template <class F>
  static void launch(int n, F f);
  template <class F>
  void run(F f)
  { }
  void plain(int a,
             int b);
};
template <class T>
T h(T x) { return x; }
template <class F>
void S::launch(int n, F f) { }
