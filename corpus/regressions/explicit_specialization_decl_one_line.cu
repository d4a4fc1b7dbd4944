// An explicit specialization's declaration (no body) written over several lines prints on
// its declarator's line, in one piece; an out-of-class destructor of a class template
// prints its class's name (`C< T> ::~C()`).
template<typename T> struct Coll {
  int compare(const T*, const T*) const;
  ~Coll();
};
template<>
  int
  Coll<char>::compare(const char*, const char*) const;
template<>
  Coll<char>::~Coll();
template<typename T> Coll<T>::~Coll() { }
template<typename T> void convert(const char*, T&);
template<>
  void
  convert(const char*, float&);
template<>
  void
  convert(const char*, double&) { }
struct Holder { template<class T> T& get(T* p, long n); };
template<>
  int&
  Holder::get(int* p, long n);
int main() { return 0; }
