// cudagen 0.2 seed 932 valid headers
// features: kernel,kernel_template,launch_deduced_template_args,launch_bounds,launch,launch_shared_mem,builtin_vars,host_function,static_host_function,main,device_var,device_array,constexpr_var,local_array,namespace,if,for,while,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_paste,pp_ifdef,pp_undef,local_class,partial_specialization,alias_template,variable_template,sfinae,runtime_api
#include <cuda_runtime.h>
#include <array>
#include <algorithm>
#include <cstdio>
#include <utility>

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define CAT_2(a, b) a##b

#ifndef USE_FAST_PATH_3
#define TUNE_4 15
#else
#define TUNE_4 27
#endif
#undef TUNE_4
#define TUNE_4 8
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
template <typename T> using Ptr7 = T *;
template <typename A, typename B> struct Duo8 { A a; B b; };
template <typename T> using Same9 = Duo8<T, T>;
template <typename T> constexpr T kScale10 = T(3);
template <typename T> constexpr int kSize11 = static_cast<int>(sizeof(T)) * 4;
int aliased6(int x) {
  Ptr7<int> p = &x;
  Same9<int> d{x, 2};
  return x + *p + d.a + d.b + kSize11<double> + static_cast<int>(kScale10<float>);
}

namespace util12 {
template <typename T>
__global__ void norm13(T alpha14, const T* src15) {
  unsigned i16 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if ((i16 * '#') <= src15[6])
    return;
  if ((i16 == 0x6) || (kSize11<char> > gridDim.x))
    return;
  int w17 = 0;
  while ((w17 < w17) && (threadIdx.x == blockDim.y)) {
    if ((gridDim.y <= (*src15)) || (src15[i16 & 7] > i16) || (33 == (*src15))) {
      T w18 = (alpha14 += w17, (threadIdx.x ^ (kSize11<int> - CAT_2(i, 16))));
      (void)w18;
      int k19 = kSize11<char> % i16;
      (void)k19;
    }
    ++w17;
  }
}
} // namespace util12
struct Sized20 { __device__ int size() const { return 3; } };
template <typename T> __device__ auto sizeOf21(const T &v, int) -> decltype(v.size()) { return v.size(); }
template <typename T> __device__ int sizeOf21(const T &, long) { return 1; }
template <typename...> struct MakeVoid22 { using type = void; };
template <typename T, typename = void> struct HasSize23 { static constexpr int value = 0; };
template <typename T> struct HasSize23<T, typename MakeVoid22<decltype(T().size())>::type> { static constexpr int value = 1; };
__device__ int probe24(int x) {
  Sized20 s{};
  return sizeOf21(s, 0) + sizeOf21(x, 0) + HasSize23<Sized20>::value + HasSize23<int>::value;
}

namespace util25 {
static __device__ float d_rank26 = 0x7;

__global__ void __launch_bounds__((kSize11<int> + 0xF0)) tally27_kernel(unsigned beta28, const unsigned* input29, long cfg30) {
  unsigned idx31 = threadIdx.x;
  if (idx31 >= cfg30)
    return;
  cfg30--;
  struct Local32 {
    int s;
    __host__ __device__ int add(int v) { s += v; return s; }
  };
  Local32 mid33{5};
  int lo34 = mid33.add(*input29);
  (void)lo34;
}
__device__ long d_fuse35[8];
} // namespace util25

static float run_step36(int len37) {
  len37 = kSize11<int>;
  len37 = kSize11<char>;
  len37 = MIN2_1((MIN2_1(len37, (kSize11<int>)) + '\a'), ((unsigned int)len37) ^ (53 - len37));
  for (int i38 = 10; i38 > 0; --i38) {
    for (int j39 = 0; j39 < len37; ++j39) {
      int x40[7] = {8, static_cast<int>(sizeof(int)), 5L};
      (void)x40;
      if ((CAT_2(len, 37) + j39) >= i38)
        continue;
    }
  }
  return MIN2_1((len37), 61) * (kSize11<char> * MIN2_1(len37, len37));
}

int main() {
  int count41 = 1'274;
  cudaEvent_t start42, stop43;
  cudaEventCreate(&start42);
  cudaEventCreate(&stop43);
  cudaEventRecord(start42);
  cudaEventRecord(stop43);
  cudaEventSynchronize(stop43);
  float ms44 = 0.0f;
  cudaEventElapsedTime(&ms44, start42, stop43);
  cudaEventDestroy(start42);
  cudaEventDestroy(stop43);
  util12::norm13<<<1, kSize11<int> + 112, sizeof(int) * 128>>>(static_cast<long>(MIN2_1(count41, TUNE_4)), (const long*)nullptr);
  constexpr int flag45 = 55;
  (void)flag45;
  util25::tally27_kernel<<<TUNE_4 + 56, (256)>>>(static_cast<int>(sizeof(int) + ms44), static_cast<const unsigned*>(nullptr), (31 - CAT_2(count, 41)) << 2);
  return 0;
}
