// cudagen 0.1 seed 275 valid
// features: kernel,launch,launch_dim3,builtin_vars,host_function,main,constexpr_var,local_array,auto_var,if,ternary,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,pp_ifdef
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define USE_FAST_PATH_2
#ifdef USE_FAST_PATH_2
#define TUNE_3 15
#else
#define TUNE_3 34
#endif
__global__ void gather4(float* acc5) {
  (*acc5) = blockIdx.y;
  if ((*acc5) > sizeof(float)) {
    return;
  }
}
__global__ void gather6(int stride7, int len8, float beta9) {
  beta9 = 010112;
  --len8;
}
__host__ void run_tile10(unsigned short alpha11) {
  alpha11 = 'a' + (alpha11 - 12);
  if (alpha11 <= alpha11) {
    return;
  }
  int q12 = 1;
  alpha11++;
}
__global__ void rank13_kernel(const int* in14) {
  int tid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int x16 = ((064UL));
  x16 = threadIdx.z;
  x16 = x16;
  auto acc17 = (x16 + TUNE_3) <= (-(tid15));
}
double run_decay18(int n19, int stride20) {
  if (static_cast<unsigned int>(n19) >= (25UL * stride20)) {
    int val21 = stride20;
    unsigned int off22[7] = {44, static_cast<unsigned int>(val21), 036, 0x11, 47, unsigned(static_cast<char>(47UL)), 17};
    --n19;
  }
  stride20--;
  return n19;
}
int main() {
  int len23 = 2'455;
  len23 = ((len23 + ADD3_1(len23, len23, len23)) != ADD3_1(len23, len23, 0x7)) ? len23 : ((TUNE_3 * len23) - len23);
  run_decay18(len23, -0x4d);
  if ((len23 - len23) >= TUNE_3) {
    return (len23 += 41L, 054l);
  }
  len23 = run_decay18(static_cast<unsigned int>(len23), 61ul) / (len23 ^ (len23 % len23));
  gather4<<<dim3((len23 + 0377) / 256, (len23 + 127) / 128), TUNE_3 + (TUNE_3 + 34)>>>((float*)nullptr);
  gather6<<<dim3((len23 + 255) / 256, (len23 + 255) / 256), (TUNE_3 + 241)>>>(run_decay18(len23, len23 - TUNE_3), run_decay18(62, sizeof(unsigned)) * (40u - len23), len23 + run_decay18(TUNE_3, -1334));
  rank13_kernel<<<4 * 2, 64 * 2>>>((const int*)nullptr);
  return 0;
}
