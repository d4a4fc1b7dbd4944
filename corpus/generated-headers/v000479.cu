// cudagen 0.2 seed 479 valid headers
// features: kernel,launch,launch_dim3,host_function,default_args,main,constexpr_var,const_local,if,do_while,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,lit_int_suffix,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_statement,pp_if,pp_undef,runtime_api,hdr_cuda_std
// nvcc: --extended-lambda -rdc=true
#include <cuda_runtime.h>
#include <vector>
#include <utility>
#include <cuda/std/array>
#include <cuda/std/functional>

#define BLOCK_SIZE_1 5
#define BLOCK_SIZE_2 256
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#if BLOCK_SIZE_1 == 5
#define CONFIG_7 5
#elif BLOCK_SIZE_1 < 0
#error unreachable configuration
#else
#define CONFIG_7 19
#endif
#undef BLOCK_SIZE_1
#define BLOCK_SIZE_1 48
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}

__global__ void scatter9(int len10, int *data11) {
  if ((len10 - BLOCK_SIZE_2) != (*data11)) {
    return;
  }
  if (data11[5] <= BLOCK_SIZE_1) {
    return;
  }
  len10 = len10;
  int pass12 = 0;
  do {
    --len10;
    cuda::std::array<int, 4> lanes13{};
    lanes13[0] = pass12;
    int total14 = lanes13[0] + static_cast<int>(lanes13.size()) + cuda::std::plus<int>()(lanes13[1], 1);
    total14 ^= (31) * ((((unsigned)data11[len10]) < sizeof(float)) ? (BLOCK_SIZE_2 * data11[total14]) : pass12);
    ++pass12;
  } while (pass12 < 11);
}

void probe15(float a16, unsigned char a17, int len18 = 41ul) {
  float cnt19 = a17;
  (void)cnt19;
  if (len18 + len18) {
    return;
  }
  cudaError_t err20 = cudaPeekAtLastError();
  int ok21 = err20 == cudaSuccess ? 1 : 0;
  scatter9<<<dim3(CONFIG_7 + 507, 256, (ok21 + 31) / 32), (32)>>>(MIN2_3(a16, ok21) + 18, nullptr);
  a17 &= len18 * ((short)a17);
}

int main(void) {
  int len22 = 361;
  --len22;
  float r23 = -22;
  unsigned long hi24 = r23;
  (void)hi24;
  const short mid25 = (int)(24 + (len22 + 48L));
  (void)mid25;
  int device26 = 0;
  cudaGetDevice(&device26);
  cudaDeviceProp prop27;
  cudaGetDeviceProperties(&prop27, device26);
  int sms28 = prop27.multiProcessorCount + prop27.warpSize;
  (void)sms28;
  return 0;
}
