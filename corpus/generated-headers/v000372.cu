// cudagen 0.2 seed 372 valid headers
// features: kernel,kernel_static,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,device_var,managed_var,shared_var,extern_shared,enum_class,if,compound_assign,incdec,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,cast_static,sizeof,macro_function,macro_paste,variadic_template,pack_expansion,fold_expression,explicit_specialization,ctad,deduction_guide,if_constexpr,type_traits,exceptions,hdr_cuda_std
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <array>
#include <cuda/std/array>
#include <cuda/std/functional>

#define MOD8_1(x) ((x) % 8)
#define LOW_BITS_2(x) ((x) & 0xF)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
__managed__ unsigned m_split6 = 52;
template <typename... Ts>
double fold7(Ts... xs) {
  return (static_cast<double>(xs) * ... * 1.0);
}
template <typename... Ts>
int count8(Ts... xs) {
  int values[] = {static_cast<int>(xs)...};
  return values[0] + static_cast<int>(sizeof...(Ts));
}
int spread10(int x) {
  return static_cast<int>(fold7(x, 6.5f, 6u)) + count8(x, x, 1.0);
}
__device__ int d_trace11 = 40u;

static __global__ void warp12(double p13) {
  int tid14 = (blockIdx.x * blockDim.x) + threadIdx.x;
  (void)tid14;
  d_trace11 = ((p13 - 0x15) * d_trace11) - 0xD;
  ++p13;
}
enum class Level15 { Add16, Off17 = 6, Blue18 = 11, Blue19 };

static __global__ void __maxnreg__(32) weigh20(const double *in21, int count22, int stride23) {
  extern __shared__ short dyn_24[];
  int tid25 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid25 >= count22) {
    return;
  }
  m_split6--;
  m_split6 -= (45 * tid25 * 0x23) % d_trace11;
  d_trace11 = -3206;
  cuda::std::array<int, 4> lanes26{};
  lanes26[0] = tid25;
  int total27 = lanes26[0] + static_cast<int>(lanes26.size()) + cuda::std::plus<int>()(lanes26[1], 1);
  (void)total27;
}
template <typename T> struct Keep28 {
  T v;
  __host__ __device__ Keep28(T x) : v(x) {}
  __host__ __device__ T get() const { return v; }
};
template <typename A, typename B> struct Twin29 { A a; B b; };
template <typename A, typename B> Twin29(A, B) -> Twin29<A, B>;
template <typename T> struct View30 {
  const T *p;
  int n;
  __host__ __device__ View30(const T *q, int m) : p(q), n(m) {}
};
template <typename T> View30(T *, int) -> View30<T>;
__host__ __device__ int deduce31(int x) {
  Keep28 h(x);
  Keep28 g{3.5};
  Twin29 d{x, 2.5f};
  View30 w(&x, 1);
  return h.get() + static_cast<int>(g.get()) + d.a + w.n;
}
template <typename T> struct IsReal33 { static constexpr bool value = false; };
template <> struct IsReal33<float> { static constexpr bool value = true; };
template <> struct IsReal33<double> { static constexpr bool value = true; };
template <typename T>
__device__ int classify32(T v) {
  if constexpr (IsReal33<T>::value) {
    return static_cast<int>(v * 6);
  } else if constexpr (sizeof(T) == 8) {
    return static_cast<int>(v) + 3;
  } else {
    return static_cast<int>(v) + 1;
  }
}

inline unsigned int run_trace34(unsigned b35) {
  m_split6 = static_cast<int>(b35);
  weigh20<<<dim3(2, (b35 + 0x7f) / 128, 0x20), 0x80, 0x0, nullptr>>>(nullptr, 46, 31L + b35 + (29ul + m_split6));
  return MOD8_1(m_split6 * m_split6);
}

int main() {
  int n36 = 0xFA3;
  try {
    float off37 = n36;
    (void)off37;
    warp12<<<(n36 + 127) / 0x80, (256), sizeof(double) * 32>>>(LOW_BITS_2((static_cast<unsigned>(m_split6))));
    if (m_split6 > 100) {
      throw 100;
    }
  } catch (int) {
  }
  Level15 r38 = Level15::Add16;
  (void)r38;
  return 0;
}
