// cudagen 0.2 seed 388 valid headers
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,builtin_vars,main,shared_var,shared_2d,host_global,constexpr_var,if,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,local_class,friend_template,ctad,deduction_guide,hdr_cuda_fp16
#include <cuda_runtime.h>
#include <array>
#include <cuda_fp16.h>
#include <cuda/std/array>
#include <cuda/std/functional>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
template <typename T> struct Keep4 {
  T v;
  __host__ __device__ Keep4(T x) : v(x) {}
  __host__ __device__ T get() const { return v; }
};
template <typename A, typename B> struct Twin5 { A a; B b; };
template <typename A, typename B> Twin5(A, B) -> Twin5<A, B>;
template <typename T> struct View6 {
  const T *p;
  int n;
  __host__ __device__ View6(const T *q, int m) : p(q), n(m) {}
};
template <typename T> View6(T *, int) -> View6<T>;
__host__ __device__ int deduce7(int x) {
  Keep4 h(x);
  Keep4 g{6.5};
  Twin5 d{x, 2.5f};
  View6 w(&x, 1);
  return h.get() + static_cast<int>(g.get()) + d.a + w.n;
}
const float g_count8 = 17.75F;
template <typename T> struct Box9;
template <typename T> __host__ __device__ T peek10(const Box9<T> &b);
template <typename T> struct Box9 {
  __host__ __device__ explicit Box9(T v) : val(v) {}
  template <typename U> friend __host__ __device__ U peek10(const Box9<U> &b);
  template <typename U> friend struct Spy11;
private:
  T val;
};
template <typename T> __host__ __device__ T peek10(const Box9<T> &b) { return b.val; }
template <typename U> struct Spy11 {
  __host__ __device__ static int look(const Box9<int> &b) { return b.val + static_cast<int>(sizeof(U)); }
};
__host__ __device__ int unlock12(int x) {
  Box9<int> v(x);
  return peek10(v) + Spy11<float>::look(v);
}

static __global__ void reduce13_kernel(float cfg14, int len15, const char *__restrict__ coef16) {
  int gid17 = (blockIdx.x * blockDim.x) + threadIdx.x;
  struct Local18 {
    int s;
    __host__ __device__ int add(int v) { s += v; return s; }
  };
  Local18 base19{1};
  int x20 = base19.add(blockDim.x);
  __shared__ float sh_21[2 * 4][6];
  cfg14 = (threadIdx.x * sh_21[2][blockDim.x]) - ((int)gridDim.x);
  __half h22 = __float2half(static_cast<float>(x20));
  float off23 = __half2float(__hmul(h22, h22));
  constexpr unsigned char cnt24 = 55;
  int idx25 = (gid17 & (x20 ? gid17 : cnt24)) - (1 * (off23 * (*coef16)));
  (void)idx25;
}

int main() {
  int n26 = 2228;
  (--n26, (n26 = ((g_count8 * n26) - (sizeof(unsigned int) + n26)) + (g_count8 * (n26))));
  if ((n26 & 1) || (n26 == 37L))
    return g_count8;
  reduce13_kernel<<<1 << 7, (256), 0>>>(n26, n26 + 25UL + 20, nullptr);
  n26 ^= sizeof(unsigned int);
  reduce13_kernel<<<(n26 + 63) / 64, 256, 256>>>((n26 += g_count8, (4.5f - n26)), n26, nullptr);
  return 0;
}
