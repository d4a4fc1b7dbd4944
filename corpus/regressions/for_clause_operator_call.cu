// The condition and step of a `for` print an overloaded-operator call without the
// parentheses it has elsewhere (if/while conditions, arguments, statements), and a
// member operator of a base is found for an object of the derived class.
struct It {
  int *p;
  It &operator++() { ++p; return *this; }
  bool operator!=(const It &o) const { return p != o.p; }
  It &operator+=(int) { return *this; }
};
struct Ci : It { };
Ci mk() { return Ci(); }
void g(It &) {}
int main() {
  It j, e;
  for (; j != e; ++j) {}
  for (int k = 0; k < 2; ++j) {}
  if (j != e) {}
  while (j != e) {}
  bool b = j != e;
  g(++j);
  g(j += 1);
  do {} while (j != e);
  Ci c = mk(), d = mk();
  for (Ci i = c; i != d; ++i) {}
  for (c = mk(); c != mk(); ++c) {}
  b = c != mk();
  ++j;
  return b ? 0 : 1;
}
