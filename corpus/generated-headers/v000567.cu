// cudagen 0.2 seed 567 valid headers
// features: launch,launch_dim3,device_function,device_noinline,static_device_function,host_function,main,device_array,constant_array,managed_var,shared_var,static_shared,constexpr_var,local_array,enum_class,if,if_init,static_assert,shift,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,cast_c,cast_functional,macro_object,macro_paste,macro_statement,enum_underlying,variadic_template,pack_expansion,alias_template,variable_template,constexpr_loop,memory_spaces,hdr_cmath
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <numeric>
#include <cmath>
#include <type_traits>
#include <utility>

#define WARPS_1 5
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_3(a, b) a##b
enum class Kind4 : unsigned int { Add5, Idle6, Green7 };
__device__ int devTable8[4];
__constant__ float coeffs9[4] = {7.5f, 7.5f, 8.5f, 8.5f};
__managed__ int managedTotal10;
__global__ void everySpace11(int *out) {
  __shared__ int tile[32];
  static __shared__ float extra[8];
  const int i = static_cast<int>(threadIdx.x);
  tile[i & 31] = devTable8[i & 3] + managedTotal10;
  extra[i & 7] = coeffs9[i & 3];
  out[i] = tile[(i + 1) & 31] + static_cast<int>(extra[i & 7]);
}
template <typename T> using Ptr13 = T *;
template <typename A, typename B> struct Duo14 { A a; B b; };
template <typename T> using Same15 = Duo14<T, T>;
template <typename T> constexpr T kScale16 = T(2);
template <typename T> constexpr int kSize17 = static_cast<int>(sizeof(T)) * 2;
__device__ int aliased12(int x) {
  Ptr13<int> p = &x;
  Same15<int> d{x, 5};
  return x + *p + d.a + d.b + kSize17<double> + static_cast<int>(kScale16<float>);
}
enum class Kind18 { Red19 = 3, Add20, High21 };

static __device__ __noinline__ int smooth22(float *data23, int count24, const long *coef25) {
  data23[5] = kSize17<char>;
  if (int lo26((float)(57 + (*data23))); count24) {
    float off27 = cosf(expf((WARPS_1)));
    (void)off27;
    double stride28 = aliased12(fabsf(-397L)) << aliased12(5L);
    (void)stride28;
  }
  return coeffs9[3] * (12 + devTable8[2]);
}
__host__ __device__ constexpr int tri29(int n) {
  int s = 0;
  int i = 0;
  while (i < n) {
    s += 1;
    ++i;
  }
  return s;
}
constexpr int kSteps30 = tri29(7);
static_assert(tri29(7) == 7, "a constexpr loop");
__host__ __device__ inline double fold31() { return 0.0; }
template <typename T, typename... Rest>
__host__ __device__ double fold31(T first, Rest... rest) {
  return static_cast<double>(first) + fold31(rest...);
}
template <typename... Ts>
__host__ __device__ int count32(Ts... xs) {
  return static_cast<int>(sizeof...(xs));
}
__host__ __device__ int spread34(int x) {
  return static_cast<int>(fold31(x, 3.5f, 3u)) + count32(x, x, 1.0) + count32(static_cast<long>(x), 3);
}

int warp35(unsigned int alpha36, int stride37) {
  everySpace11<<<WARPS_1 + 507, 256>>>(&managedTotal10);
  everySpace11<<<8, dim3(512, 256)>>>(&stride37);
  managedTotal10 = kSteps30;
  return ' ';
}

int main() {
  int len38 = 1387;
  (void)len38;
  float cnt39[3]{float(5.0f), 13.125F, 6.0f};
  cnt39[managedTotal10] = kSize17<char>;
  static_assert(0b110100 == 064, "expected value");
  cnt39[managedTotal10] = kSteps30;
  return 0;
}
