// cudagen 0.2 seed 149 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,main,shared_var,constexpr_var,local_array,if,if_init,for,do_while,switch,switch_fallthrough,ternary,bitwise,shift,comparison,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,lambda,macro_function,macro_paste,local_class,variadic_template,pack_expansion,fold_expression,extended_lambda,runtime_api,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <algorithm>

#define LOW_BITS_1(x) ((x) & 0xF)
#define CAT_2(a, b) a##b
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}

template <class T, int N = 7>
__global__ void merge4(T *data5, T *dst6, T *dst7, short *buf8) {
  __shared__ float sh_9[256];
  if (T q10 = (*buf8) * N; (*buf8) + (*buf8)) {
    int pass11 = 0;
    do {
      floorf(((*dst7) += 18.375f, ((*dst6) + (*dst7))));
      sh_9[pass11 & 255] = N;
      ++pass11;
    } while (pass11 < 0x7);
  }
}
template <typename... Ts>
double fold12(Ts... xs) {
  return (static_cast<double>(xs) * ...);
}
template <typename... Ts>
int count13(Ts... xs) {
  int values[] = {static_cast<int>(xs)...};
  return values[0] + static_cast<int>(sizeof...(Ts));
}
template <typename... Ts>
bool all14(Ts... xs) { return (... || (xs == 0)); }
int spread15(int x) {
  return static_cast<int>(fold12(x, 7.5f, 7u)) + count13(x, x, 1.0) + (all14(x, 7) ? 1 : 0) + count13(static_cast<long>(x), 7);
}

__global__ void __launch_bounds__(1 << 6, 2) spread16_kernel(const float *src17) {
  struct Local18 {
    int s;
    __host__ __device__ int add(int v) { s += v; return s; }
  };
  Local18 q19{7};
  int h20 = q19.add((float)src17[1]);
  int diff21 = h20;
  struct Local22 {
    int s;
    __host__ __device__ int add(int v) { s += v; return s; }
  };
  Local22 e23{2};
  int h24 = e23.add(13);
  (void)h24;
  long m25 = cosf((diff21)) - 0x40;
  (void)m25;
  constexpr int t26 = 16;
  (void)t26;
  float r27[4] = {-31};
  (void)r27;
  __shared__ double sh_28[8];
  (void)sh_28;
}

int check_count29(int count30, int n31, unsigned char *dst32) {
  for (int it33 = 0; it33 < n31; it33++) {
    float flag34[4] = {0x2Bu, 9.0F};
    for (int i35 = 0; i35 < count30; i35++) {
      merge4<long, 5><<<dim3((8)), 0x40>>>(nullptr, nullptr, (long*)nullptr, nullptr);
      spread16_kernel<<<0x20, dim3((i35 + 255) / 0x100), 1 << 8, (cudaStream_t)0>>>(flag34);
      cudaStream_t h36 = (cudaStream_t)0;
      (void)h36;
    }
  }
  return fold12((14 + n31) - (n31 + 13), fabsf(0x3cU & (*dst32)));
}

int main() {
  int len37 = 3043;
  for (int it38 = 0, j39 = 5; it38 < j39; (++it38, (--j39))) {
    bool off40 = (j39 << 3) != ((60 < it38) ? it38 : len37);
    (void)off40;
    switch (j39 + len37) {
    case 0xc: {
      cudaStream_t stream41;
      cudaStreamCreate(&stream41);
      cudaStreamSynchronize(stream41);
      break;
    }
    case 3:
    case 0x4: {
      auto lam42 = [len37] __device__ (int v) { return v * 8 + len37; };
      applyEach3<<<1, 32>>>(lam42, nullptr, len37);
      short val43 = +((it38 * 39) - fold12(len37, it38));
      (void)val43;
      break;
    }
    }
  }
  return 0;
}
