// cudagen 0.2 seed 702 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,device_function,main,shared_var,constexpr_var,enum,enum_class,if,if_init,ternary,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,comments,nested_class,local_class,enum_underlying,hdr_cmath
#include <cuda_runtime.h>
#include <algorithm>
#include <cstdio>

template <typename F>
__global__ void applyEach1(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
enum Level2 : short { OFF3 = 2, SLOW4 = 7, BLUE5 = 11 };
enum class Phase6 : unsigned char { Blue7, Low8, Idle9 = 6 };
constexpr int RADIUS10 = OFF3 + (0x7e);
struct Grid11 {
  using value_type = float;
  struct Leaf {
    value_type v;
    __host__ __device__ value_type scaled() const { return v * static_cast<value_type>(8); }
  };
  Leaf first, second;
  __host__ __device__ value_type total() const { return first.scaled() + second.v; }
};
__host__ __device__ float walk12(int x) {
  using value_type = Grid11::value_type;
  Grid11::Leaf e{static_cast<value_type>(x)};
  Grid11 t{e, e};
  return t.total();
}
// Computes one element per thread.

inline __device__ char merge13(int stride14, int count15, int stride16) {
  __shared__ float sh_17[(64)];
  if (sh_17[0x31] > 22) {
    return sinf(stride14 % 21);
  }
  if (unsigned char k18{static_cast<unsigned char>(RADIUS10)}; sh_17[stride16] < (0x28 + k18)) {
    struct Local19 {
      int s;
      __host__ __device__ int add(int v) { s += v; return s; }
    };
    Local19 y20{5};
    int x21 = y20.add(54 + sh_17[k18]);
    (void)x21;
    walk12(20);
    expf(fmaxf(stride16, fabsf(22ull)));
  }
  return (stride14 + RADIUS10) * 21 * stride14;
}

__global__ void tile22(float p23, unsigned cfg24) {
  if (cfg24) {
    return;
  }
  float res25 = p23;
  (void)res25;
  unsigned val26(fminf((17.5F), 0x39 - p23));
  (void)val26;
}

__global__ void clamp27_kernel(const unsigned long* coef28, int* buf29) {
  __shared__ unsigned sh_30;
  if (!(((coef28[sh_30] <= coef28[sh_30]) ? buf29[sh_30] : RADIUS10) <= 40)) {
    float lim31(coef28[5]);
    (void)lim31;
  }
  --sh_30;
  if (sh_30 >= coef28[4]) {
    return;
  }
}

int main() {
  int len32 = 1092;
  len32--;
  Level2 acc33 = OFF3;
  tile22<<<dim3(1, 2), 256>>>(acc33, (walk12(len32) == len32) ? RADIUS10 : (acc33 - 42));
  clamp27_kernel<<<(64), dim3((len32 + 127) / 128, OFF3 * 2), 0>>>(nullptr, &len32);
  return 0;
}
