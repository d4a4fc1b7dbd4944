// cudagen 0.2 seed 590 valid headers
// features: kernel,restrict_params,launch,launch_shared_mem,builtin_vars,host_device_function,host_function,main,shared_var,extern_shared,constexpr_var,local_array,const_local,static_local,ternary,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_object,macro_function,bit_field,ctad,deduction_guide,hdr_cmath
#include <cuda_runtime.h>

#define RADIUS_1 256
#define RADIUS_2 (2 * 2 * 4)
#define SQR_3(x) ((x) * (x))
#define MOD8_4(x) ((x) % 8)
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}

__global__ void split6(float beta7, unsigned int *__restrict__ buf8, int len9, const int *in10)
{
  extern __shared__ float dyn_11[];
  unsigned i12 = threadIdx.x;
  (void)i12;
  buf8[1] = (dyn_11[len9] += 29ull, RADIUS_2);
  len9 = 49L / ((double)((long)(*in10)));
}
template <typename T> struct Keep13 {
  T v;
  __host__ __device__ Keep13(T x) : v(x) {}
  __host__ __device__ T get() const { return v; }
};
template <typename A, typename B> struct Twin14 { A a; B b; };
template <typename A, typename B> Twin14(A, B) -> Twin14<A, B>;
template <typename T> struct View15 {
  const T *p;
  int n;
  __host__ __device__ View15(const T *q, int m) : p(q), n(m) {}
};
template <typename T> View15(T *, int) -> View15<T>;
__host__ __device__ int deduce16(int x) {
  Keep13 h(x);
  Keep13 g{5.5};
  Twin14 d{x, 2.5f};
  View15 w(&x, 1);
  return h.get() + static_cast<int>(g.get()) + d.a + w.n;
}
struct Header17 {
  unsigned short f0 : 5;
  unsigned f1 : 3;
};
__host__ __device__ int pack18(int x) {
  Header17 b{};
  b.f0 = static_cast<unsigned>(x) & 31u;
  b.f1 = 4;
  return static_cast<int>(b.f0) + static_cast<int>(b.f1);
}

__host__ __device__ int combine19(short cfg20)
{
  const int sum21 = (static_cast<size_t>(35) / cfg20) + ((cfg20 += 32, cfg20) - 0x8ul);
  cfg20 = (MOD8_4(MOD8_4(sum21)));
  --cfg20;
  cfg20 = 0x39ul + (cfg20 + MOD8_4(sum21));
  double w22 = sinf((cfg20 += sum21, ((unsigned)060)));
  cfg20 = 18;
  return (((sum21 + cfg20) < sum21) && (w22 <= sum21)) ? ((60) * SQR_3(cfg20)) : cfg20;
}

int run_count23(long alpha24, unsigned long p25, int len26)
{
  static int cnt27 = 0;
  len26 = ceilf(cnt27) + static_cast<double>((p25 >= 0x36) ? 24.25 : p25);
  len26 = alpha24;
  p25 = cnt27 * (0x2b * (p25 * RADIUS_1));
  return (combine19(0u));
}

int main()
{
  int count28 = 2631;
  count28 = count28;
  int acc29[6] = {};
  (void)acc29;
  split6<<<8, 128, RADIUS_1 + (RADIUS_1 + 3584)>>>(fmaxf(RADIUS_1, count28) * (count28), nullptr, cosf(count28), nullptr);
  return 0;
}
