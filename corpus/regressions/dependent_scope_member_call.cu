// In a template, a member function called on an object named through a dependent scope
// (`_Facet::id._M_id()`, `T::ptr->g()`) prints its callee wrapped; other dependent member
// calls stay bare.
template <class T> struct W {
  T t; static T st;
  int f(T a, T *p) {
    int x = T::id._M_id();
    int y = a.g();
    int z = p->g();
    int v = t.g();
    int u = st.g();
    int q = W::st.g();
    int r = T::ptr->g();
    return x + y + z + v + u + q + r;
  }
};
int main() { return 0; }
