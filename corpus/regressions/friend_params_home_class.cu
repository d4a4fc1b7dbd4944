// A friend function's parameters name the class the friend is declared in by its
// injected name, also when the friend is another namespace's function
// (`friend void std::rethrow(ep);`); the classes around that class are not entered
// (`const N::L &` in `class L::Id` and in a class nested in `L`).
namespace std {
  namespace __ep { class ep; struct Z {}; }
  using __ep::ep;
  void rethrow(ep);
  void r2(__ep::Z);
  namespace __ep {
    class ep { void *p; friend void std::rethrow(ep); friend void std::r2(Z); friend void r3(ep, Z); };
    class ep2 { friend void std::rethrow(ep); friend void std::r2(Z); };
  }
}
namespace N {
class L {
public:
  class Id;
  template <class F> friend const F &uf(const L &);
private:
  class In { template <class F> friend const F &uf(const L &); void g(const L &); };
};
class L::Id {
  friend class L;
  template <class F> friend const F &uf(const L &);
  int k;
};
}
int main() { return 0; }
