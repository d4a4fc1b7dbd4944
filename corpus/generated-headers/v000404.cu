// cudagen 0.2 seed 404 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_shared_mem,builtin_vars,device_function,host_function,main,shared_var,extern_shared,local_array,auto_var,if,goto,bitwise,shift,comparison,comma,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_bool,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_function,macro_stringize,union,union_anonymous,local_class,nttp_integral,nttp_reference,runtime_api
#include <cuda_runtime.h>
#include <cstdio>

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
int counter4 = 3;
template <int &R> int bump5(int x) {
  R += x;
  return R;
}
int tally6(int x) { return bump5<counter4>(x); }

__global__ void __maxnreg__(32) march7(const long long *src8) {
  extern __shared__ int dyn_9[];
  int tid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int h11[7] = {tid10};
  if (threadIdx.z >= (h11[2] - tid10)) {
    goto done12;
  }
  h11[gridDim.x] = (float)tid10;
done12:;
}
struct Word13 {
  int tag;
  union {
    int i;
    float f;
  };
};
__host__ __device__ float use14(int x) {
  Word13 v{};
  v.tag = x;
  if (x > 1) {
    v.f = 7.5f;
    return v.f;
  }
  v.i = static_cast<int>(x);
  return static_cast<float>(v.i) + 1.0f;
}

__device__ int split15(float q16) {
  auto hi17 = q16;
  (void)hi17;
  q16 = 25;
  bool acc18{false};
  return MAX2_1(acc18, gridDim.x) * 45;
}

template <class T>
__global__ void bias19_kernel(T *__restrict__ data20) {
  unsigned gid21 = (blockIdx.x * blockDim.x) + threadIdx.x;
  data20[5] = (MAX2_1(*data20, threadIdx.z) - gid21) - (~((unsigned int)threadIdx.x));
  T diff22 = (data20[1] += blockIdx.z, gid21);
  if (blockIdx.y < (data20[gid21 & 7]))
    return;
  diff22 = diff22 * diff22;
  data20[2] = (diff22 += diff22, (*data20));
}
template <typename T, unsigned N>
struct Fixed23 {
  T data[N];
  __host__ __device__ T sum() const {
    T s = T();
    for (unsigned i = 0; i < N; ++i) {
      s += data[i];
    }
    return s;
  }
};
template <int K, typename T> __host__ __device__ T scaleBy24(T v) { return v * static_cast<T>(K); }
template <bool Neg> __host__ __device__ int flip25(int v) { return Neg ? -v : v; }
__host__ __device__ unsigned fixed26(int x) {
  Fixed23<unsigned, 3u> a{};
  a.data[0] = static_cast<unsigned>(x);
  return a.sum() + scaleBy24<6>(static_cast<unsigned>(x)) + static_cast<unsigned>(flip25<true>(x));
}

int check_bias27(int *out28) {
  (*out28) = out28[2] * MAX2_1((*out28) + sizeof(int), *out28);
  int *d_buf29 = nullptr;
  cudaMalloc(&d_buf29, static_cast<size_t>(63) * sizeof(int));
  cudaMemset(d_buf29, 0, static_cast<size_t>(63) * sizeof(int));
  int u30[5] = {1, 6, 0b111100U, 64};
  march7<<<2, 32 * 2>>>(reinterpret_cast<const long long*>(out28));
  struct Local31 {
    int s;
    int add(int v) { s += v; return s; }
  };
  Local31 res32{0};
  int q33 = res32.add(6 * u30[4]);
  q33 = 43 - q33;
  return 36;
}

int main() {
  int size34 = 1473;
  size34 = 067;
  size34 = 5 * (size34 += 47, 15);
  bias19_kernel<float><<<1 << 3, sizeof(unsigned int) * 16, sizeof(double) * 64>>>(nullptr);
  const char *v35 = STR_3(x + 1);
  (void)v35;
  return 0;
}
