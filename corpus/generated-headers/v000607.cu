// cudagen 0.2 seed 607 valid headers
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,launch_stream,host_device_function,device_template_function,host_function,main,constexpr_var,local_array,auto_var,const_local,if,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_raw_string,lit_nullptr,cast_c,sizeof,macro_object,macro_function,pp_if,local_class,enable_if,partial_specialization,if_constexpr,sfinae,constexpr_loop,concept,requires_clause,requires_expression,hdr_cmath
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <numeric>

#define WARPS_1 8
#define WARPS_2 128
#define CHUNK_3 128
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define LOW_BITS_5(x) ((x) & 0xF)
#if (CHUNK_3 * 2) >= 45 && CHUNK_3 != 0
#define CONFIG_6 5
#elif CHUNK_3 < 0
#error unreachable configuration
#else
#define CONFIG_6 11
#endif
template <typename T> concept Small7 = sizeof(T) <= 16;
template <typename T> concept Arith8 = requires(T a, T b) {
  a + b;
  { a * b } -> Small7;
  typename T;
};
template <Small7 T> T twice9(T x) { return x + x; }
template <typename T> requires (sizeof(T) >= 4) T thrice10(T x) { return x * 3; }
template <typename T> T quad11(T x) requires Arith8<T> { return x * 4; }
int sign12(Small7 auto v) { return v != 0 ? 1 : 2; }
template <typename T>
int measure13(T v) {
  if constexpr (requires { v.size(); }) {
    return static_cast<int>(v.size());
  } else {
    return 1;
  }
}
struct Sized14 { __host__ __device__ int size() const { return 9; } };
template <typename T> __host__ __device__ auto sizeOf15(const T &v, int) -> decltype(v.size()) { return v.size(); }
template <typename T> __host__ __device__ int sizeOf15(const T &, long) { return 1; }
__host__ __device__ int probe16(int x) {
  Sized14 s{};
  return sizeOf15(s, 0) + sizeOf15(x, 0);
}
template <typename T> concept Small17 = sizeof(T) <= 16;
template <typename T> concept Arith18 = requires(T a, T b) {
  a + b;
  { a * b } -> Small17;
};
template <Small17 T> __device__ T twice19(T x) { return x + x; }
template <typename T> requires (sizeof(T) >= 4) __device__ T thrice20(T x) { return x * 3; }
template <typename T> __device__ T quad21(T x) requires Arith18<T> { return x * 4; }
__device__ int sign22(Small17 auto v) { return v != 0 ? 1 : 2; }

static __global__ void shade23_kernel(unsigned* out24, int n25, const double* __restrict__ input26)
{
  double e27[3]{5.0, -5.0, 30U};
  e27[n25] = (n25);
  if (thrice20<double>(n25) < (*out24)) {
    return;
  }
  e27[n25] += 0b100 + (-input26[n25]);
}
template <bool B, typename T = void> struct EnableIf29 {};
template <typename T> struct EnableIf29<true, T> { using type = T; };
template <typename T> struct IsSmall30 { static constexpr bool value = sizeof(T) <= 4; };
template <typename T>
__host__ __device__ typename EnableIf29<IsSmall30<T>::value, int>::type narrow28(T v) { return static_cast<int>(v) * 1; }
template <typename T>
__host__ __device__ typename EnableIf29<!IsSmall30<T>::value, int>::type narrow28(T v) { return static_cast<int>(v) * 2; }

__host__ __device__ int blend31(int len32, float* data33)
{
  const int y34 = (~(len32 - 5)) - (len32 | (WARPS_2));
  len32 -= MIN2_4(y34, cosf(data33[y34]));
  auto off35 = floorf(12.875f);
  (void)off35;
  size_t stride36 = -fabsf(data33[len32 & 7] * 23.75f);
  (void)stride36;
  return 57u;
}
__host__ __device__ constexpr int tri37(int n) {
  int s = 0;
  for (int i = 1; i <= n; ++i) {
    s += i * 1;
  }
  return s;
}
constexpr int kSteps38 = tri37(6);
static_assert(tri37(6) == 21, "a constexpr loop");

void host_scale39(int stride40)
{
  constexpr int lo41 = 57;
  floorf((lo41 - stride40) + ceilf(stride40));
  thrice10(8);
  shade23_kernel<<<(stride40 + 0b11111) / 32, (0b10000000), sizeof(int) * 128, (cudaStream_t)0>>>(nullptr, 1115l, (const double*)nullptr);
  shade23_kernel<<<1 << 0b11, 32, 0, nullptr>>>((unsigned int*)nullptr, 17, nullptr);
  if (stride40 >= lo41) {
    return;
  }
}

int main()
{
  int len42 = 1946;
  struct Local43 {
    int s;
    int add(int v) { s += v; return s; }
  };
  Local43 m44{0};
  int f45 = m44.add(CONFIG_6);
  int y46 = -25;
  const char* k47 = R"(raw \n text)";
  (void)k47;
  shade23_kernel<<<512, (CONFIG_6 + (CONFIG_6 + (WARPS_1 + (WARPS_1 + (CONFIG_6 + 1))))) * 2, 0, nullptr>>>((unsigned*)nullptr, f45, (const double*)nullptr);
  expf(((len42 & 1) ? y46 : 13.625F) * MIN2_4(f45, y46));
  return 0;
}
