// cudagen 0.2 seed 669 valid headers
// features: kernel,launch,launch_dim3,builtin_vars,main,shared_var,extern_shared,local_array,auto_var,struct,class_private,if,shift,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_string,cast_static,sizeof,macro_function,bit_field,local_class,if_constexpr,hdr_cmath
#include <cuda_runtime.h>
#include <utility>
#include <tuple>

#define SQR_1(x) ((x) * (x))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
struct Header6 {
  signed int f0 : 10;
  signed int f1 : 8;
  unsigned int f2 : 11;
  signed int f3 : 11;
};
__host__ __device__ int pack7(int x) {
  Header6 b{};
  b.f0 = 6;
  b.f1 = 78;
  b.f2 = static_cast<unsigned>(x) & 2047u;
  b.f3 = 54;
  return static_cast<int>(b.f0) + static_cast<int>(b.f1) + static_cast<int>(b.f2) + static_cast<int>(b.f3);
}
class Acc8 {
  unsigned char sum9;
public:
  __host__ __device__ Acc8(unsigned char init10) : sum9(init10) {}
  __host__ __device__ void apply11(unsigned int sum12) {
    sum9 = 0xc * sum9;
  }
  __host__ __device__ void bump13(float lo14) {
    struct Local15 {
      int s;
      __host__ __device__ int add(int v) { s += v; return s; }
    };
    Local15 off16{4};
    int val17 = off16.add(10ull + sum9);
    (void)val17;
    unsigned int w18 = 17;
    (void)w18;
  }
};
__global__ void bump19_kernel(int count20) {
  extern __shared__ long dyn_21[];
  int tid22 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid22 >= count20) {
    return;
  }
  Acc8 e23(fmaxf(tid22, -11.25F));
  (void)e23;
  auto diff24 = static_cast<unsigned long long>(-tid22);
  (void)diff24;
  __shared__ unsigned long sh_25;
  (void)sh_25;
  float t26[2] = {};
  (void)t26;
}
int main() {
  int count27 = 274;
  bump19_kernel<<<(count27 + 63) / 0b1000000, dim3(1 << 3, sizeof(unsigned int) * 128)>>>((count27 * count27) + count27);
  const char* y28 = "\x41\102";
  (void)y28;
  if constexpr (sizeof(double) == 8) {
  }
  return 0;
}
