// cudagen 0.2 seed 503 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,device_var,shared_var,enum,enum_class,using_alias,if,static_assert,comparison,incdec,pointer_arith,array_index,call,lit_int_binary,lit_float,lit_nullptr,cast_static,sizeof,macro_object,nttp_pointer,ctad,deduction_guide,hdr_cmath
#include <cuda_runtime.h>
#include <thrust/device_vector.h>
#include <thrust/fill.h>
#include <thrust/reduce.h>

#define WARPS_1 256
#define CHUNK_2 128
#define BLOCK_SIZE_3 64
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
struct Pt7 { int a; int b; float w; };
template <int Pt7::*M> int field8(const Pt7 &p) { return p.*M; }
int indirect6(int x) {
  Pt7 p{x, 1, 1.0f};
  return field8<&Pt7::a>(p) + field8<&Pt7::b>(p);
}
enum Op9 { BLUE10, IDLE11 = 4, ON12, RED13 };
__device__ float d_apply14 = 20.5f;

template <typename T, typename U>
__global__ void __maxnreg__(32) fold15(U *out16)
{
  int tid17 = (blockIdx.x * blockDim.x) + threadIdx.x;
  __shared__ float sh_18[(ON12 + 3) * IDLE11];
  static_assert(61 == 61);
  out16[blockIdx.z]--;
  int v19 = sinf(static_cast<U>(threadIdx.y));
  const int *stride20 = nullptr;
  (void)stride20;
  sh_18[tid17] = gridDim.y - cosf(v19);
  Op9 q21 = RED13;
  (void)q21;
}
enum class Level22 { Slow23, Idle24 };

template <class T, int N = 7>
__global__ void gather25_kernel(T *out26, T *dst27)
{
  const T *flag28 = out26;
  (void)flag28;
  Level22 r29 = Level22::Idle24;
  (void)r29;
  unsigned int prod30 = 29;
  if (out26 == nullptr) {
    if ((prod30 + d_apply14) == d_apply14) {
      int idx31 = ((blockDim.z) - dst27[0]) + ((*out26) + (prod30 / (*dst27)));
      (void)idx31;
      prod30 = *out26;
    }
  }
}
using ptr32_t = float*;
template <typename T> struct Keep33 {
  T v;
  Keep33(T x) : v(x) {}
  T get() const { return v; }
};
template <typename A, typename B> struct Twin34 { A a; B b; };
template <typename A, typename B> Twin34(A, B) -> Twin34<A, B>;
template <typename T> struct View35 {
  const T *p;
  int n;
  View35(const T *q, int m) : p(q), n(m) {}
};
template <typename T> View35(T *, int) -> View35<T>;
int deduce36(int x) {
  Keep33 h(x);
  Keep33 g{3.5};
  Twin34 d{x, 2.5f};
  View35 w(&x, 1);
  return h.get() + static_cast<int>(g.get()) + d.a + w.n;
}

int main()
{
  int len37 = 2738;
  fold15<float, float><<<sizeof(float) * 32, dim3((len37 + 255) / 256), sizeof(int) * 0b100000, nullptr>>>(nullptr);
  gather25_kernel<unsigned, (0b100 * 2)><<<sizeof(unsigned int), 512, 0, 0>>>(nullptr, nullptr);
  return 0;
}
