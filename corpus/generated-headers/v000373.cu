// cudagen 0.2 seed 373 valid headers
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,host_function,main,managed_var,constexpr_var,if,ternary,bitwise,logical,comparison,incdec,pointer_arith,address_of,member_access,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_c,lambda,lambda_iife,macro_object,macro_function,virtual_function,variadic_template,pack_expansion,fold_expression,rtti,managed_in_class,runtime_api,hdr_cmath
#include <cuda_runtime.h>
#include <numeric>
#include <cooperative_groups.h>
#include <thrust/device_vector.h>
#include <thrust/fill.h>
#include <thrust/reduce.h>

#define WARPS_1 8
#define BLOCK_SIZE_2 3
#define WARPS_3 64
#define SQR_4(x) ((x) * (x))
struct Poly5 {
  virtual ~Poly5() {}
  virtual int id() const { return 1; }
};
struct Impl6 : Poly5 {
  int id() const override { return 4; }
};
struct Other7 : Poly5 {};
int identify8(int x) {
  Impl6 d;
  Poly5 *b = &d;
  if (Impl6 *p = dynamic_cast<Impl6 *>(b)) {
    return p->id() + x;
  }
  return dynamic_cast<Other7 *>(b) != nullptr ? 1 : x;
}
__managed__ unsigned m_filter9 = 4;

int run_pivot10(const int *in11, const int *in12, int *out13) {
  fminf((unsigned int)m_filter9, SQR_4(*in11));
  ([]() {
    unsigned val14(~(identify8(m_filter9) + BLOCK_SIZE_2));
    float sum15 = (m_filter9 - (57 + val14)) | val14;
    val14 = (SQR_4(val14) != sum15) ? sinf(val14 + 9) : expf(m_filter9);
  })();
  if ((in11[0] | identify8(BLOCK_SIZE_2)) == m_filter9) {
    if ((21 < ((int)(*in11))) || ((*out13) > 4u)) {
      int mid16(30);
      float m17 = SQR_4(out13[0] | mid16) + (in11[5] - SQR_4(*in12));
      (void)m17;
    }
  }
  return identify8(in12[m_filter9 & 7]);
}

__device__ __noinline__ int drift18(const int *__restrict__ input19) {
  float q20((float)SQR_4(sqrtf(-15.25F)));
  (void)q20;
  int e21 = (29);
  (void)e21;
  float stride22 = 22.25F - (m_filter9 * input19[m_filter9 & 7]);
  (void)stride22;
  return expf(21.75f);
}
template <typename... Ts>
double fold23(Ts... xs) {
  return (0.0 + ... + static_cast<double>(xs));
}
template <typename... Ts>
int count24(Ts... xs) {
  int values[] = {static_cast<int>(xs)...};
  return values[0] + static_cast<int>(sizeof...(Ts));
}
template <typename... Ts>
bool all25(Ts... xs) { return (... && (xs != 0)); }
int spread26(int x) {
  return static_cast<int>(fold23(x, 6.5f, 6u)) + count24(x, x, 1.0) + (all25(x, 6) ? 1 : 0) + count24(static_cast<long>(x), 6);
}
struct Gauge27 {
  int count;
  float total;
  __host__ __device__ void add(float v) {
    ++count;
    total += v;
  }
};
__managed__ Gauge27 managedStats28;
__host__ __device__ int record29(int x) {
  managedStats28.add(static_cast<float>(x));
  return managedStats28.count;
}

__global__ void sift30(unsigned short q31, float *__restrict__ buf32) {
  int idx33 = (blockIdx.x * blockDim.x) + threadIdx.x;
  (void)idx33;
  constexpr long long val34 = 32;
  (void)val34;
  m_filter9++;
}

int run_filter35(unsigned int alpha36, Gauge27 alpha37, double *data38) {
  cudaError_t err39 = cudaDeviceSynchronize();
  int ok40 = err39 == cudaSuccess ? 1 : 0;
  (void)ok40;
  m_filter9++;
  return alpha36;
}

int main(void) {
  int size41 = 3517;
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
  constexpr float base45 = 4.25f;
  (void)base45;
  float *lim46 = nullptr;
  sift30<<<(size41 + 255) / 256, 256, 0, nullptr>>>(ms44, lim46);
  return 0;
}
