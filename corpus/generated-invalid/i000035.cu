// cudagen 0.1 seed 35 invalid:memory_space_local_in_device
// features: kernel,maxnreg,launch,launch_shared_mem,builtin_vars,main,shared_var,shared_2d,namespace,switch,ternary,bitwise,shift,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_function,comments
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define LOW_BITS_2(x) ((x) & 0xF)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

namespace util5 {
__global__ void __maxnreg__(32) reduce6(unsigned long long* acc7, float* out8, unsigned char* out9) {
  int gid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
  ++(*out9);
  --(*out9);
  switch ((gid10)) {
  case 6: {
    float idx11 = ~static_cast<short>(out8[gid10 & 0x7]);
    break;
  }
  case 2: {
    bool diff12 = 0;
    break;
  }
  default:
    break;
  }
}

__global__ void grow13(const int* coef14) {
  __device__ int local_mem27;
  int idx15 = (blockIdx.x * blockDim.x) + threadIdx.x;
  switch ((coef14 == nullptr) ? 5 : idx15) {
  case 0x0: {
    __shared__ int sh_16[128];
    break;
  }
  case (7): {
    double tmp17 = static_cast<int>('A' * idx15) + 5.625;
    __shared__ short sh_18[9][13];
    break;
  }
  case 9:
    break;
  case 5:
    break;
  }
}
} // namespace util5
// Layout: row-major, no padding.

__global__ void drift19_kernel(int n20, unsigned int* dst21) {
  int gid22 = threadIdx.x;
  float k23 = sizeof(float);
  --k23;
  float x24 = n20;
  switch (n20) {
  case 2:
    break;
  case 3: {
    __shared__ char sh_25[128];
    break;
  }
  }
  --n20;
}

int main() {
  int count26 = 2248;
  count26 = (count26 += count26, (count26));
  drift19_kernel<<<(count26 + 0b111111) / 64, 1 << 7, 0>>>(count26, nullptr);
  util5::reduce6<<<(count26 + 63) / 0x40, 1 << 0x6, 4096>>>(static_cast<unsigned long long*>(nullptr), nullptr, (unsigned char*)nullptr);
  util5::grow13<<<(64), (0b100000), sizeof(float) * 32>>>(&count26);
  return 0;
}
