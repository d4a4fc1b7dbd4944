// cudagen 0.2 seed 966 valid headers
// features: kernel,restrict_params,launch,builtin_vars,host_function,default_args,main,constexpr_var,struct,aligned_struct,if,for,switch,compound_assign,shift,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_char,lit_char_prefix,lit_string,lit_nullptr,cast_static,sizeof,lambda,pp_ifdef,alias_template,variable_template,extended_lambda,rdc_extern_device_var,hdr_cmath,hdr_tuple
// nvcc: --extended-lambda -rdc=true
#include <cuda_runtime.h>
#include <tuple>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

#ifndef USE_FAST_PATH_3
#define TUNE_4 15
#else
#define TUNE_4 20
#endif
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}

__host__ int pack6(unsigned char *__restrict__ data7) {
  for (int n8 = 0, j9 = 11; n8 < j9; (++n8, (--j9))) {
    switch (data7[j9] + n8) {
    case (4):
      for (int n10 = 8; n10 > 0b0; --n10) {
        char base11 = 'z' >> ((j9 % TUNE_4) - (*data7));
        (void)base11;
        std::tuple<int, float, double> tup12{n10, 2.0f, 3.0};
        int res13 = std::get<0>(tup12) + static_cast<int>(std::get<double>(tup12)) + static_cast<int>(std::tuple_size<decltype(tup12)>::value);
        (void)res13;
      }
      fminf(cosf(TUNE_4), sizeof(unsigned long));
      break;
    case 1:
      break;
    case 6:
      break;
    case 014:
      break;
    }
  }
  return ((data7[7] << TUNE_4) - ((*data7) + 55)) * data7[0];
}

struct alignas(8) Span14 {
  int vel15;
  double hi16;
};
template <typename T> using Ptr18 = T *;
template <typename A, typename B> struct Duo19 { A a; B b; };
template <typename T> using Same20 = Duo19<T, T>;
template <typename T> constexpr T kScale21 = T(3);
template <typename T> constexpr int kSize22 = static_cast<int>(sizeof(T)) * 1;
__host__ __device__ int aliased17(int x) {
  Ptr18<int> p = &x;
  Same20<int> d{x, 1};
  return x + *p + d.a + d.b + kSize22<double> + static_cast<int>(kScale21<float>);
}
extern __device__ int sharedCounter23;
extern __device__ float lookup24[16];
__device__ int bumpShared25(int x) {
  sharedCounter23 += x;
  return sharedCounter23 + static_cast<int>(lookup24[x & 15]);
}

__global__ void combine26_kernel(unsigned *__restrict__ buf27, int len28) {
  int idx29 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx29 >= len28) {
    return;
  }
  float hi30 = lookup24[sharedCounter23];
  (void)hi30;
  lookup24[len28] *= len28;
  double res31 = 59;
  (void)res31;
  sharedCounter23 = fminf(static_cast<long long>(u8'a' * idx29), len28);
  float acc32 = 16;
  (void)acc32;
  bumpShared25(blockIdx.x * kSize22<char>);
}

__host__ unsigned long host_pack33(int lane34 = 49) {
  const char *res35 = "x=%d";
  (void)res35;
  combine26_kernel<<<(8), sizeof(int) * 010>>>(nullptr, kSize22<char>);
  return kSize22<int>;
}

int main() {
  int len36 = 0b11001101;
  (void)len36;
  for (int i37 = 0, j38 = 5; i37 < j38; (++i37, (--j38))) {
    expf(pack6(nullptr));
    auto lam39 = [j38] __device__ (int v) { return v * 4 + j38; };
    applyEach5<<<1, 32>>>(lam39, nullptr, j38);
  }
  return 0;
}
