// cudagen 0.1 seed 30 valid
// features: kernel,kernel_template,launch_deduced_template_args,kernel_extern_c,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,static_device_function,host_function,constexpr_function,main,shared_var,shared_2d,extern_shared,if,if_init,goto,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,sizeof
#include "prelude.cuh"

__device__ char sweep1(int count2, unsigned long long *__restrict__ acc3) {
  unsigned int q4 = acc3[3];
  if (!(*acc3))
    return +(count2 % count2);
  int val5 = ((q4 + 63) - ((long)q4)) % q4;
  val5 = (unsigned short)((acc3[0x0] + gridDim.x) - count2);
  __shared__ int sh_6[256];
  int t7 = 16;
  return 44ull;
}
static __device__ __noinline__ int relax8(const unsigned char *src9) {
  return 60ul + ((*src9) * src9[gridDim.x]) + 0x38U;
}
__device__ short smooth10(int lane11) {
  --lane11;
  if ((lane11 >= 13) && (!(blockIdx.z > 42))) {
    lane11 *= 0x0;
    if (lane11)
      return 3lu;
    long long k12 = ((float)lane11) * (((double)4157) + lane11);
  }
  return -58;
}
template <typename T, typename U>
__global__ void accum13(U *__restrict__ out14, const float *src15, T beta16, int *__restrict__ buf17) {
  extern __shared__ float dyn_18[];
  int idx19 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int hi20 = int((18));
  if (dyn_18[0] > hi20) {
    goto skip21;
  }
  beta16 *= ((17 * blockIdx.y) == hi20) ? (0x38 * threadIdx.y) : 1.125F;
skip21:;
}
inline __device__ float pivot22(unsigned long long a23, float b24) {
  if (gridDim.z == b24)
    return (9.75F);
  if (a23 <= 60ul) {
    float base25 = 21.375f * b24;
    if (bool k26 = gridDim.x > b24; !((k26 + k26) == gridDim.y)) {
      double k27 = base25;
      b24 += (char)int(gridDim.y + base25);
      b24 = (10.0f + a23) - k27;
    }
  }
  return ((a23 * a23) + 16.125f) - sizeof(unsigned);
}
__global__ void weigh28(unsigned char b29, int lane30, const double *coef31, int stride32) {
  int tid33 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid33 >= stride32)
    return;
  __shared__ float sh_34[2][7];
  if (0x34 > (stride32 + 0x1bull)) {
    goto done35;
  }
  if ((b29 < stride32) && (tid33 <= 29))
    return;
done35:;
}
extern "C" {
__device__ void split40(long *__restrict__ acc41, float *out42) {
  float lo43 = gridDim.z * threadIdx.y;
  if ((unsigned int)lo43)
    return;
}
__global__ void update36(int *acc37, int n38) {
  int gid39 = threadIdx.x;
  if (gid39 >= n38)
    return;
  if ((*acc37) != 44)
    return;
  n38 *= 56;
}
}
constexpr __host__ int run_split44(int count45) {
  int res46 = count45 + (28 + count45);
  short s47 = size_t(res46 ? 48 : count45);
  return s47;
}
int main() {
  int len48 = 475;
  if (unsigned long z49 = len48 + len48 + ((len48 - 20) * (0x2d / len48)); ((z49 - len48) * 45) == z49)
    len48 |= z49;
  len48 -= 55u;
  accum13<<<256, sizeof(float) * 0x10, sizeof(double) * 128, (cudaStream_t)0>>>((double*)nullptr, nullptr, 9.0, &len48);
  weigh28<<<16, 128>>>(-len48, +(0x0 + len48), nullptr, 0b101110);
  update36<<<(len48 + 0x3f) / 64, dim3((128))>>>(&len48, (0b1001 % len48) * ((float)'#'));
  return 0;
}
