// cudagen 0.1 seed 454 valid
// features: kernel,kernel_static,kernel_template,launch_deduced_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,main,device_var,shared_var,shared_2d,static_shared,extern_shared,if,if_else,while,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_statement
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
template <typename T>
__global__ void bump3_kernel(T *dst4) {
  int idx5 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int w6 = 0;
  while (w6 < 13) {
    if ((*dst4) == blockDim.x) {
      break;
    }
    (*dst4) *= (idx5);
    ++w6;
  }
  (*dst4) = w6;
}
__device__ int d_trace7 = (0x33);
inline __device__ void clamp8(int stride9, const int *input10, const unsigned *input11) {
  __shared__ float sh_12[64];
  unsigned long long s13 = MAX2_1(stride9 >> gridDim.x, d_trace7 & d_trace7);
  s13--;
  int pass14 = 0;
  while ((pass14 < d_trace7) && s13) {
    ACCUM_2(d_trace7, (MAX2_1(*input11, pass14)));
    ++pass14;
  }
  d_trace7 <<= threadIdx.z;
}
__device__ void update15(int lane16, float alpha17) {
  ACCUM_2(lane16, (alpha17));
  if (!((alpha17 += 42l, blockIdx.y) >= lane16)) {
    if (!((d_trace7 >> lane16) > lane16)) {
      float mid18 = (0.75f * MAX2_1(alpha17, 035));
    } else {
      int iter19 = 0;
      while (iter19 < 14) {
        clamp8(threadIdx.x, nullptr, static_cast<const unsigned*>(nullptr));
        ++iter19;
      }
      static __shared__ unsigned int sh_20[0x1 << 4][14];
    }
  }
}
static __global__ void step21_kernel(double *__restrict__ out22, float *__restrict__ data23, double alpha24, char *__restrict__ buf25) {
  extern __shared__ long dyn_26[];
  unsigned idx27 = (blockIdx.x * blockDim.x) + threadIdx.x;
  d_trace7 = 30;
  if (((alpha24 + dyn_26[7]) == 35u) && ((blockIdx.x - idx27) < 51)) {
    if ((idx27 >= alpha24) || ((alpha24 >= 58L) || (d_trace7 == data23[0x0]))) {
      int idx28 = dyn_26[5] + MAX2_1(blockDim.x, 'a') + sizeof(float);
      float stride29{static_cast<float>(out22[0b100])};
    } else if ((buf25 != nullptr) && (out22[1] != sizeof(double))) {
      int x30 = static_cast<int>(alpha24);
    } else {
    }
  }
}
int main() {
  int len31 = 3348;
  len31 *= len31 << (len31 += 0x1B, 0x27);
  len31 = len31;
  bump3_kernel<<<(len31 + 127) / 128, 512, 512 * 2, 0>>>((double*)nullptr);
  step21_kernel<<<dim3((len31 + 037) / 0x20), 64>>>(static_cast<double*>(nullptr), static_cast<float*>(nullptr), len31, nullptr);
  return 0;
}
