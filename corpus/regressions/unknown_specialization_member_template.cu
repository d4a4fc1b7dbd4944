// A member class template named through another dependent specialization is a member of an unknown specialization, kept as written (`typename gx::at< A> ::template rebind< C> ::other`); a member using-declaration names its base as a type is named where it is printed (`using std::at< A> ::value_type;` in `gx`, `using at2< A> ::value_type;` inside `std`).
namespace gx { template <class A> struct at { template <class U> struct rebind { typedef U other; }; }; }
namespace std {
template <class A> struct at2 { typedef A value_type; };
template <class C, class A> struct bs {
  typedef typename gx::at<A>::template rebind<C>::other char_alloc;
  typedef gx::at<typename gx::at<A>::template rebind<C>::other> traits;
};
template <class A> struct vb : at2<A> {
  using std::at2<A>::value_type;
};
}
namespace std2 { template <class A> struct at { static A *allocate(A &, unsigned long); typedef A value_type; }; }
namespace gx {
template <class A> struct alt : std2::at<A> {
  typedef std2::at<A> base_type;
  using base_type::allocate;
  using std2::at<A>::value_type;
};
}
