// cudagen 0.1 seed 1797 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,host_device_function,host_function,default_args,main,device_var,constexpr_var,local_array,struct,class_private,namespace,if,static_assert,ternary,compound_assign,bitwise,logical,comparison,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,macro_object,macro_function,pp_undef
#include "prelude.cuh"

#define WARPS_1 5
#define BLOCK_SIZE_2 16
#define RADIUS_3 16
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))
#undef RADIUS_3
#define RADIUS_3 48
__device__ float d_accum5 = 17.25F;
class Body6 {
  int count7;
  char flag8;
  float count9;
public:
  __host__ __device__ Body6(int c10, char b11, float init12) : count7(c10), flag8(b11), count9(init12) {}
  __host__ __device__ void total13(double acc14) {
    int stride15[2]{-11, 0x5};
    count7 ^= stride15[0x1] * (((flag8 <= acc14) ? RADIUS_3 : count7) ^ (stride15[0x0] + count7));
  }
};
void check_norm16(const Body6 &p17, int n18, const Body6 &cfg19) {
  int val20 = n18 & ((33ULL & n18) | (BLOCK_SIZE_2 & n18));
  short f21 = TWICE_PLUS_4(n18 % val20, val20);
}
namespace detail22 {
template <typename T, int N = 5>
__global__ void __launch_bounds__(0x20) fold23_kernel(const T *coef24, float *buf25, T *acc26) {
  double k27 = 18.75f;
  acc26[4] = ((+k27) * T(buf25[0])) - ((N + k27) - N);
}
__host__ __device__ int blend28(const int *__restrict__ in29, unsigned *__restrict__ dst30, int len31 = 15l) {
  Body6 hi32{len31, char(len31), float(len31 * in29[len31])};
  dst30[len31] += ((-(len31 + len31)) <= (42 + (*dst30))) ? (~(54 % len31)) : (static_cast<char>(0x32) + in29[len31]);
  (*dst30) *= 51 * (in29[len31 & 7] ^ RADIUS_3);
  if ((RADIUS_3 <= dst30[2]) || (len31 > len31)) {
    return dst30[len31];
  }
  if (len31 <= 25) {
    return 47;
  }
  return 33U;
}
template <typename T, int N = 4>
__global__ void sift33_kernel(T p34, const T *coef35) {
  T u36 = N;
  static_assert(39 > 38, "bad config");
}
} // namespace detail22
int main() {
  int n37 = 3836;
  static_assert((0x2 * 0x2) > 0b11);
  int k38 = n37;
  detail22::sift33_kernel<int, ((6))><<<WARPS_1 + 123, 32, 0, (cudaStream_t)0>>>((k38 + 20) | k38, (const int*)nullptr);
  if (((n37 * n37) % n37) > (7 - k38)) {
    long prod39[2] = {};
    size_t flag40 = double((31)) - ((prod39[n37 & 1] + k38) - (k38 ^ n37));
  }
  detail22::fold23_kernel<int, 2><<<0x8, 64, RADIUS_3 + 4048>>>(static_cast<const int*>(nullptr), nullptr, nullptr);
  return 0;
}
