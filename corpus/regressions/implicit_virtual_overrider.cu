// C-BASE: a member function overriding a base's virtual function prints `virtual`; a
// destructor does when a base (direct or not) has a virtual destructor. A base that names
// a template parameter hides them until instantiation; a concrete specialization's
// template is searched.
struct Base { virtual ~Base(); virtual void f(int); virtual int g() const; void h(); };
struct Mid : Base { };
struct Leaf : Mid { ~Leaf() {} void f(int) {} void f(long); int g() const; void h(); };
template<class T> struct TB { virtual void k(T); virtual ~TB() {} };
struct FromSpec : TB<int> { void k(int); };
template<class T> struct Dependent : TB<T> { void k(T); ~Dependent(); };
template<class T> struct Concrete : TB<int> { void k(int); ~Concrete(); };
template<class T> Concrete<T>::~Concrete() { }
struct Deeper : Leaf { ~Deeper(); void f(int); int g() const; };
int main() { return 0; }
