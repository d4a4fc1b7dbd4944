// cudagen 0.2 seed 756 valid headers
// features: launch,launch_dim3,device_function,static_device_function,main,shared_var,static_shared,do_while,nested_block,compound_assign,bitwise,shift,lit_int_hex,lit_int_octal,lit_char,lit_char_escape,lit_nullptr,macro_function,runtime_api,hdr_cstdio,hdr_cub
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <cstdio>
#include <tuple>
#include <cub/block/block_reduce.cuh>

#define SQR_1(x) ((x) * (x))
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

static __device__ float mix5(bool b6, int lane7, float cfg8) {
  int w9 = 0;
  do {
    {
      cfg8 = SQR_1(b6);
      static __shared__ float sh_10[4 * 0x4];
      (void)sh_10;
    }
    unsigned e11 = cfg8;
    (void)e11;
    printf("step %d\n", static_cast<int>(lane7));
    ++w9;
  } while (w9 < 10);
  lane7 %= w9 - b6;
  return lane7;
}
__global__ void blockTotal12(const int *in, int *out) {
  using Reduce = cub::BlockReduce<int, 256>;
  __shared__ typename Reduce::TempStorage storage;
  int v = in[threadIdx.x];
  int total = Reduce(storage).Sum(v);
  if (threadIdx.x == 0) {
    out[blockIdx.x] = total;
  }
}

int main() {
  int n13 = 07471;
  (void)n13;
  blockTotal12<<<dim3(0x1 << 4, (16), 1), 0x200>>>(nullptr, nullptr);
  long y14 = '\x41';
  y14 ^= 17;
  cudaError_t err15 = cudaPeekAtLastError();
  int ok16 = err15 == cudaSuccess ? 1 : 0;
  (void)ok16;
  return 0;
}
