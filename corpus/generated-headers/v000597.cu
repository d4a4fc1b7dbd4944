// cudagen 0.2 seed 597 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,main,constexpr_var,if,for,compound_assign,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_paste,pp_ifdef,nested_class,local_class,template_template_param,runtime_api
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>
#include <cuda/std/array>
#include <cuda/std/functional>

#define WARPS_1 32
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

#ifdef USE_FAST_PATH_6
#define TUNE_7 16
#else
#define TUNE_7 57
#endif
template <typename T> struct Wrap8 {
  T v;
  __device__ T get() const { return v; }
};
template <template <typename> class W, typename T> __device__ T unwrap9(const W<T> &w) { return w.get(); }
template <template <typename> class W> struct Holder10 {
  W<int> a;
  W<float> b;
  __device__ float both() const { return static_cast<float>(a.get()) + b.get(); }
};
__device__ int layers11(int x) {
  Wrap8<int> w{x};
  Holder10<Wrap8> h{{x}, {1.5f}};
  return unwrap9(w) + unwrap9<Wrap8, int>(w) + static_cast<int>(h.both());
}
struct Tree12 {
  using value_type = float;
  struct Leaf {
    value_type v;
    value_type scaled() const { return v * static_cast<value_type>(2); }
  };
  Leaf first, second;
  value_type total() const { return first.scaled() + second.v; }
};
float walk13(int x) {
  using value_type = Tree12::value_type;
  Tree12::Leaf e{static_cast<value_type>(x)};
  Tree12 t{e, e};
  return t.total();
}

template <typename T, int N>
__global__ void kick14(T q15, int len16, const unsigned long long* src17)
{
  unsigned idx18 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx18 >= len16) {
    return;
  }
  int q19 = (len16 += TUNE_7, (MIN2_2(src17[idx18], 32) - (idx18 >> gridDim.x)));
  (void)q19;
  float e20 = 0x13U;
  (void)e20;
}

__host__ float stencil21(long* data22, int len23)
{
  kick14<float, 3><<<TUNE_7 + (TUNE_7 + 0xe), 32>>>((len23 += data22[len23], (0x2C * len23)), 0x33, static_cast<const unsigned long long*>(nullptr));
  float* hi24 = nullptr;
  if (hi24[len23] == (0x10 - (*data22))) {
    if (!(hi24[6] > int(hi24[len23]))) {
      if (data22[3] > ((signed char)MIN2_2(len23, 020))) {
        kick14<float, 8><<<(len23 + 0xFF) / 256, (256), sizeof(double) * 256>>>(int(WARPS_1) - len23, MIN2_2(hi24[len23] * data22[len23], 0x6), nullptr);
        len23 /= -1066;
      }
    }
  }
  return (4.0F / (data22[6] * len23)) * (*data22);
}

int main()
{
  int count25 = 0x6F0;
  for (int j26 = 0, j27 = count25; j26 < j27; (++j26, (--j27))) {
    struct Local28 {
      int s;
      int add(int v) { s += v; return s; }
    };
    Local28 diff29{2};
    int diff30 = diff29.add('\\');
    (void)diff30;
  }
  dim3 cnt31 = dim3(1 << 6, (count25 + 127) / 128);
  (void)cnt31;
  (--count25, (count25 = MIN2_2(((unsigned char)count25) + (count25 + 27), count25)));
  int *d_buf32 = nullptr;
  cudaMalloc(&d_buf32, static_cast<size_t>(count25) * sizeof(int));
  cudaMemset(d_buf32, 0, static_cast<size_t>(count25) * sizeof(int));
  return 0;
}
