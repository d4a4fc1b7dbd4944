// CUDA's extended-lambda closure queries are type-trait keywords (libcu++'s invoke.h asks them
// in a static_assert): false for any type that is not a lambda's closure, dependent in a template.
struct plain { int operator()(int x) const { return x; } };
template <class F>
struct invoke_of {
  static_assert(!__nv_is_extended_device_lambda_closure_type(F) || __nv_is_extended_host_device_lambda_closure_type(F)
                  || __nv_is_extended_device_lambda_with_preserved_return_type(F),
                "an extended __device__ lambda");
  typedef int type;
};
invoke_of<plain>::type k = 1;
static_assert(!__nv_is_extended_device_lambda_closure_type(plain), "plain");
