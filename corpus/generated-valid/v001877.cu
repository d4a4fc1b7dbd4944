// cudagen 0.1 seed 1877 valid
// features: kernel,kernel_static,launch_bounds,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,device_template_function,host_function,constexpr_function,main,constexpr_var,local_array,typedef,if,for,while,bitwise,shift,comparison,incdec,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_paste,comments
#include "prelude.cuh"

#define CAT_1(a, b) a##b
typedef short idx2_t;
__global__ void __launch_bounds__(sizeof(float) * 020) decay3(const int* coef4) {
  unsigned gid5 = threadIdx.x;
  for (int j6 = 0x0; j6 < 5; ++j6) {
    const unsigned char* cnt7 = reinterpret_cast<const unsigned char*>(coef4);
  }
}
static __global__ void __maxnreg__(32) drift8_kernel(unsigned* dst9) {
  unsigned i10 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int w11 = 0;
  while (w11 < 015) {
    (*dst9) = static_cast<unsigned int>(blockDim.x);
    ++w11;
  }
  float prod12 = 14.F;
}
// Layout: row-major, no padding.
constexpr __device__ __host__ int relax13(int lane14) {
  float prod15(1.125f);
  return prod15;
}
template <typename T, int N>
__device__ double count16(T b17) {
  if (((warpSize % 0x10) & 0x1)) {
    return N & blockDim.z;
  }
  int prod18 = ((N & blockDim.z) / relax13(b17)) - 61L;
  --prod18;
  return CAT_1(prod, 18);
}
constexpr int check_update19(int len20) {
  float flag21 = static_cast<unsigned short>(relax13(len20 & 4));
  flag21++;
  return (8 + len20) | (29 >> CAT_1(len, 20));
}
int main() {
  int len22 = 2223;
  len22 = CAT_1(len, 22);
  float q23[3] = {22l, 2.5F, 4.375f};
  if (0x31 >= relax13(len22)) {
    return len22 << (len22 % len22);
  }
  decay3<<<1, dim3(0x10, (len22 + 0x1F) / 0b100000, 1 << 6)>>>(&len22);
  drift8_kernel<<<dim3((2)), 256, sizeof(int) * 040, (cudaStream_t)0>>>((unsigned int*)nullptr);
  return 0;
}
