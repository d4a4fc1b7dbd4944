// cudagen 0.2 seed 190 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,host_function,static_host_function,main,shared_var,extern_shared,constexpr_var,if,if_else,if_init,ternary,compound_assign,bitwise,shift,logical,comparison,comma,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_static,sizeof,lambda,lambda_capture_ref,lambda_generic,lambda_iife,macro_object,macro_function,macro_statement,variadic_template,pack_expansion,fold_expression,runtime_api
#include <cuda_runtime.h>
#include <array>
#include <numeric>
#include <thrust/device_vector.h>
#include <thrust/fill.h>
#include <thrust/reduce.h>

#define CHUNK_1 32
#define SQR_2(x) ((x) * (x))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
template <typename... Ts>
__host__ __device__ double fold5(Ts... xs) {
  return (static_cast<double>(xs) + ... + 0.0);
}
template <typename... Ts>
__host__ __device__ int count6(Ts... xs) {
  int values[] = {static_cast<int>(xs)...};
  return values[0] + static_cast<int>(sizeof...(Ts));
}
template <typename... Ts>
__host__ __device__ bool all7(Ts... xs) { return (... && (xs != 0)); }
__host__ __device__ int spread8(int x) {
  return static_cast<int>(fold5(x, 4.5f, 4u)) + count6(x, x, 1.0) + (all7(x, 4) ? 1 : 0) + count6(static_cast<long>(x), 4);
}
__global__ void relax9(const unsigned long long* input10)
{
  extern __shared__ short dyn_11[];
  if (float e12 = ((39U * (*input10)) + ((*input10) * CHUNK_1)) >> 1; e12 <= (dyn_11[0] + (e12))) {
    if (dyn_11[3]) {
      e12 = SQR_2(*input10) * ((e12 != input10[3]) ? CHUNK_1 : ((input10 != nullptr) ? e12 : e12));
    } else {
      int idx13 = ((dyn_11[1] += CHUNK_1, 889) == 47) ? 7 : ((e12 / CHUNK_1) - (070 - input10[0]));
      (void)idx13;
    }
  } else {
  }
}
static char fuse14(unsigned char q15)
{
  if ((q15 - q15) != (q15 + q15 + (q15 >> 5))) {
    ([&] {
      q15 &= 150;
      float base16 = ((q15 += 255, (q15 - q15)) == 22lu) ? 24.25f : q15;
      int device17 = 0;
      cudaGetDevice(&device17);
      cudaDeviceProp prop18;
      cudaGetDeviceProperties(&prop18, device17);
      int sms19 = prop18.multiProcessorCount + prop18.warpSize;
    })();
  } else {
    float off20 = (q15 + 7) / ((((q15 != CHUNK_1) ? q15 : q15) != 25) ? (26 + q15) : (q15 ? q15 : 0.25f));
    unsigned f21 = SQR_2((static_cast<int>(off20)));
    (void)f21;
  }
  return SQR_2(q15);
}
int main()
{
  int len22 = 3823;
  auto fn26 = [](auto q23, auto idx24) {
    ACCUM_3(q23, (54));
    const char* z25 = "tile";
    return q23 * 2;
  };
  ACCUM_3(len22, (fn26(len22, len22)));
  relax9<<<(8), 256, 1 << 12, nullptr>>>(nullptr);
  relax9<<<8, 1 << 9>>>(nullptr);
  relax9<<<(len22 + 255) / 256, 1 << 5, (256), 0>>>(nullptr);
  relax9<<<32, CHUNK_1, sizeof(int) * 128, 0>>>(nullptr);
  return 0;
}
