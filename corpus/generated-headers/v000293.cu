// cudagen 0.2 seed 293 valid headers
// features: kernel,kernel_static,maxnreg,launch,host_function,main,constexpr_var,local_array,if,nested_block,ternary,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_string,lit_nullptr,cast_static,alignof,macro_paste,pp_ifdef,nested_class,local_class,variadic_template,pack_expansion,fold_expression,nttp_pointer,runtime_api
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <cmath>
#include <cuda_fp16.h>

#define CAT_1(a, b) a##b

#ifdef USE_FAST_PATH_2
#define TUNE_3 11
#else
#define TUNE_3 55
#endif
int table5[4] = {41, 58, 11, 86};
template <int *P> int readAt6(int i) { return P[i & 3]; }
int indirect4(int x) { return readAt6<table5>(x) + readAt6<table5>(1); }

static __global__ void __maxnreg__(128) step7(short *buf8) {
  int prod9 = buf8[0];
  if (((*buf8) + '"') >= '"') {
    return;
  }
  prod9 = 27;
  buf8[prod9 & 7]--;
  {
    --buf8[6];
    double x10 = TUNE_3;
    (void)x10;
  }
}
template <typename... Ts>
__host__ __device__ double fold11(Ts... xs) {
  return (static_cast<double>(xs) * ...);
}
template <typename... Ts>
__host__ __device__ int count12(Ts... xs) {
  int values[] = {static_cast<int>(xs)...};
  return values[0] + static_cast<int>(sizeof...(Ts));
}
__host__ __device__ int spread14(int x) {
  return static_cast<int>(fold11(x, 4.5f, 4u)) + count12(x, x, 1.0) + count12(static_cast<long>(x), 4);
}
struct Table15 {
  using value_type = int;
  struct Entry {
    value_type v;
    __device__ value_type scaled() const { return v * static_cast<value_type>(3); }
  };
  Entry first, second;
  __device__ value_type total() const { return first.scaled() + second.v; }
};
__device__ int walk16(int x) {
  using value_type = Table15::value_type;
  Table15::Entry e{static_cast<value_type>(x)};
  Table15 t{e, e};
  return t.total();
}

float run_lerp17(const long *in18, int stride19, double alpha20) {
  alpha20 = ((alpha20 - alignof(float)) == (7 & stride19)) ? (((*in18) - (*in18)) + (in18[0] + 8.875f)) : CAT_1(stride, 19);
  step7<<<16, 64>>>(static_cast<short*>(nullptr));
  cudaEvent_t start21, stop22;
  cudaEventCreate(&start21);
  cudaEventCreate(&stop22);
  cudaEventRecord(start21);
  cudaEventRecord(stop22);
  cudaEventSynchronize(stop22);
  float ms23 = 0.0f;
  cudaEventElapsedTime(&ms23, start21, stop22);
  cudaEventDestroy(start21);
  cudaEventDestroy(stop22);
  step7<<<(stride19 + 127) / 128, (256)>>>(nullptr);
  const char *q24 = "\"q\"";
  (void)q24;
  return stride19;
}

int main() {
  int n25 = 860;
  step7<<<(32), 512>>>(nullptr);
  double base26[2] = {41u};
  short idx27 = ((44 / n25) - ((37 < base26[n25]) ? 2 : 3339)) + (n25 | CAT_1(n, 25));
  long long w28 = 58;
  (void)w28;
  struct Local29 {
    int s;
    int add(int v) { s += v; return s; }
  };
  Local29 w30{2};
  int m31 = w30.add(idx27);
  (void)m31;
  return 0;
}
