// cudagen 0.2 seed 429 valid headers
// features: kernel,launch_bounds,launch,host_device_function,host_function,static_host_function,main,auto_var,if,while,ternary,bitwise,shift,logical,comparison,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_string,lit_string_prefix,lit_nullptr,cast_static,macro_paste,local_class,friend_template,variadic_template,pack_expansion,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <cooperative_groups.h>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
template <typename T> struct Cell5;
template <typename T> __device__ T peek6(const Cell5<T> &b);
template <typename T> struct Cell5 {
  __device__ explicit Cell5(T v) : val(v) {}
  template <typename U> friend __device__ U peek6(const Cell5<U> &b);
  template <typename U> friend struct Spy7;
private:
  T val;
};
template <typename T> __device__ T peek6(const Cell5<T> &b) { return b.val; }
template <typename U> struct Spy7 {
  __device__ static int look(const Cell5<int> &b) { return b.val + static_cast<int>(sizeof(U)); }
};
__device__ int unlock8(int x) {
  Cell5<int> v(x);
  return peek6(v) + Spy7<float>::look(v);
}

__global__ void __launch_bounds__(64, 4) probe9_kernel(int n10) {
  auto acc11 = n10;
  if ((CAT_3(n, 10) >= n10) && (((acc11 >= n10) ? CAT_3(n, 10) : acc11) < n10)) {
    int t12 = acc11;
    t12 = 38;
  }
  double* diff13 = nullptr;
  acc11 = diff13[2] + ((*diff13) + (acc11 & 3597U));
}
__device__ inline double fold14() { return 0.0; }
template <typename T, typename... Rest>
__device__ double fold14(T first, Rest... rest) {
  return static_cast<double>(first) + fold14(rest...);
}
template <typename... Ts>
__device__ int count15(Ts... xs) {
  return static_cast<int>(sizeof...(xs));
}
__device__ int spread17(int x) {
  return static_cast<int>(fold14(x, 3.5f, 3u)) + count15(x, x, 1.0) + count15(static_cast<long>(x), 3);
}

__host__ __device__ int lerp18(float* data19) {
  data19[6] = ((*data19) += *data19, (*data19));
  long y20{static_cast<long>((expf(*data19)))};
  if (ceilf(9.25f) > (*data19)) {
    return 44u;
  }
  return 47 * ((!(36L == data19[y20 & 7])) ? 035l : 0x4ul);
}

static void accum21(int count22, int lane23) {
  count22 = lane23;
  const char* f24 = u8"ok";
  (void)f24;
  expf(lerp18(nullptr));
  probe9_kernel<<<0x1 << 1, 128>>>(count22);
  int w25 = 0x0;
  while ((w25 < 13) && ((w25 < lane23) || (lane23 >= w25))) {
    lane23 = (count22 | 59l) * (11ul - sinf(w25));
    expf(sqrtf(15.625F));
    ++w25;
  }
}

int main() {
  int len26 = 2100;
  struct Local27 {
    int s;
    int add(int v) { s += v; return s; }
  };
  Local27 v28{6};
  int x29 = v28.add(0u * len26);
  (void)x29;
  struct Local30 {
    int s;
    int add(int v) { s += v; return s; }
  };
  Local30 res31{4};
  int r32 = res31.add(len26);
  (void)r32;
  return 0;
}
