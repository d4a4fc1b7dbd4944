// cudagen 0.2 seed 492 valid headers
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,main,constexpr_var,local_array,enum_class,if,nested_block,ternary,compound_assign,bitwise,logical,comparison,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_functional,cast_static,sizeof,lambda,lambda_capture_value,lambda_generic,macro_statement,pp_ifdef,pp_if,local_class,partial_specialization,explicit_specialization,extended_lambda,runtime_api
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_2
#define TUNE_3 5
#else
#define TUNE_3 22
#endif

#if (TUNE_3 * 2) >= 41 && TUNE_3 != 0
#define CONFIG_4 3
#else
#define CONFIG_4 23
#endif
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
enum class Level6 {
  Fast7 = 2,
  Busy8,
  High9,
  Busy10,
  Slow11
};

__host__ unsigned long host_scale12(int n13, unsigned short* __restrict__ data14, float q15) {
  auto lam18 = [=](auto m16) {
    data14[n13] = 20 / (n13 + q15);
    int res17[6] = {};
    return m16 * 2;
  };
  lam18(n13);
  n13 &= (((data14[3] / 56) >= n13) ? CONFIG_4 : CONFIG_4) - long(13U * n13);
  int *d_buf19 = nullptr;
  cudaMalloc(&d_buf19, static_cast<size_t>(n13) * sizeof(int));
  cudaMemset(d_buf19, 0, static_cast<size_t>(n13) * sizeof(int));
  (*data14) = 14;
  double e20[7] = {4.0, double(5U - n13), 4.0, 14.125F, 7., static_cast<double>(lam18(d_buf19[n13]))};
  (void)e20;
  auto lam21 = [=] __device__ (int v) { return v * 6 + n13; };
  applyEach5<<<1, 32>>>(lam21, nullptr, n13);
  return lam18(static_cast<int>(data14[2])) / lam18(n13);
}
template <typename T, typename U> struct Pick22 { static constexpr int value = 1; };
template <typename T> struct Pick22<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick22<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes24 {
  T d[N];
  T first() const { return d[0]; }
};
template <typename T> struct Lanes24<T, 1> {
  T d;
  T first() const { return d; }
};
template <> struct Pick22<float, double> { static constexpr int value = 4; };
template <typename T> int tag23(T) { return 0; }
template <> int tag23<float>(float) { return 1; }
template <> int tag23(double) { return 2; }
int specialized25(int x) {
  Lanes24<int, 1> one{x};
  Lanes24<int, 3> three{{x, 1, 2}};
  return x + Pick22<char, long>::value + Pick22<int, int>::value + Pick22<float *, int>::value + Pick22<float, double>::value + tag23(1.0f) + tag23(x) + tag23(2.0) + one.first() + three.first();
}

__global__ void __maxnreg__(32) sweep26(int n27, int* out28) {
  struct Local29 {
    int s;
    __host__ __device__ int add(int v) { s += v; return s; }
  };
  Local29 e30{6};
  int res31 = e30.add(n27);
  if (((*out28) < res31) || ((out28[4] - n27) > n27)) {
    Level6 prod32 = Level6::Busy8;
    (void)prod32;
  }
  double idx33 = out28[res31];
  if (((out28[2] - res31) + (+res31)) > 12) {
    Level6 base34 = Level6::Busy8;
    (void)base34;
    int res35 = (idx33 - n27) + CONFIG_4;
    (void)res35;
  }
}

int main(void) {
  int len36 = 1894;
  if ((len36 + TUNE_3) < len36) {
    {
      if (!len36)
        return (len36 + 1093u) * (+len36);
      len36 = 'a';
    }
    len36 &= (-len36) + TUNE_3;
  }
  sweep26<<<dim3((len36 + 127) / 128, (len36 + 127) / 128), TUNE_3 + 42, sizeof(float) * 64, nullptr>>>(15 / len36, nullptr);
  return 0;
}
