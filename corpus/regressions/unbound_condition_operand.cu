// In a template, a call through an object EDG keeps type-dependent (a field of a member
// class of the class template) is type-dependent too: as a `?:` condition it is wrapped,
// and the conditional is no class temporary (no outer parentheses).
#include "prelude.cuh"
struct V { V(); V(int, double); bool empty() const; int size() const; };
template <class I> struct D {
  struct P { V _M_prob; V probs() const { return _M_prob.empty() ? V(1, 1.0) : _M_prob; } };
  P _M_param;
  V _M_v;
  V probs() const { return _M_param._M_prob.empty() ? V(1, 1.0) : _M_param._M_prob; }
  V probs2() const { return _M_v.empty() ? V(1, 1.0) : _M_v; }
  I mx() const { return _M_param._M_prob.empty() ? (I)0 : (I)(_M_param._M_prob.size() - 1); }
  int mx2() const { return _M_param._M_prob.empty() ? 0 : 1; }
  int mx3() const { return _M_param._M_prob.size() + 1; }
};
struct N { V _M_prob; V probs() const { return _M_prob.empty() ? V(1, 1.0) : _M_prob; } };
