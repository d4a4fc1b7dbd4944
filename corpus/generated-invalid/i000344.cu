// cudagen 0.1 seed 344 invalid:lambda_as_kernel_template_arg
// features: kernel,restrict_params,launch,launch_stream,builtin_vars,device_function,device_noinline,host_function,default_args,main,constant_array,shared_var,constexpr_var,local_array,if,for,goto,ternary,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,lit_hex_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_statement,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 32
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

int spread3(int n4, int n5, int n6) {
  unsigned e7 = BLOCK_SIZE_1 - n6;
  unsigned char lo8[sizeof(int)]{0x2A, static_cast<unsigned char>(1), 22U, L'z'};
  cudaStream_t t9 = (cudaStream_t)0;
  return e7;
}
__constant__ int c_clamp10[2] = {31, 40l};

__global__ void gather11(const unsigned int *input12, const int *in13) {
  int idx14 = input12[0x2];
  --idx14;
  if (!(threadIdx.z >= 23))
    return;
  for (int n15 = idx14; n15 > 0; --n15) {
    __shared__ int sh_16[128];
    idx14 = -in13[n15];
  }
}

__global__ void lerp17_kernel(unsigned int q18, unsigned char *buf19, const int *__restrict__ coef20) {
  unsigned i21 = threadIdx.x;
  if (c_clamp10[0] < (*buf19)) {
    goto skip22;
  }
  (*buf19) = gridDim.y;
  q18 = 62;
skip22:;
}

__device__ void sweep23(int lane24, int lane25, int stride26) {
  ++lane24;
  __shared__ float sh_27;
}

__device__ long warp28(int lane29, float *acc30, int n31 = 3ULL) {
  unsigned long long cnt32(52);
  acc30[0] = *acc30;
  for (int i33 = 0x0; i33 < n31; ++i33) {
    cnt32++;
    n31 = cnt32 - cnt32;
  }
  char prod34 = (BLOCK_SIZE_1 + lane29 + n31) << cnt32;
  sweep23((float)c_clamp10[threadIdx.x], cnt32 + 15, cnt32);
  return 0x1208UL - prod34;
}
constexpr double kS35 = 0x1p2;
constexpr long LANES36 = sizeof(int) * 16 * 2;
/* Layout: row-major, no padding. */

__device__ __noinline__ int stencil37(int *__restrict__ out38, int n39, int n40 = 0x8) {
  if (out38[n39] * n39) {
    n40++;
    long hi41 = (warp28(17, (float*)nullptr) >> (n39 - LANES36)) + (LANES36 % (n39 * c_clamp10[gridDim.x]));
    out38[1] = warp28(kS35, nullptr, (int)kS35);
  }
  return 0x17;
}

char check_pack42(int len43) {
  float mid44 = kS35;
  if (mid44 != 57) {
    goto skip45;
  }
  mid44 = spread3(kS35, (unsigned short)mid44, 5U + (len43 / kS35));
skip45:;
  return (int)mid44;
}
template <typename F>
__global__ void apply_kernel48(F f, int *p)
{
    p[threadIdx.x] = f(threadIdx.x);
}

int main() {
  int size46 = 3'411;
  auto op49 = [](int x) { return x * 2; };
  apply_kernel48<<<1, 32>>>(op49, nullptr);
  long res47{LANES36};
  if (!(res47 >= 63))
    return kS35;
  res47 = (((size46 <= res47) ? res47 : 0x19) * check_pack42(kS35));
  gather11<<<4, 256>>>((const unsigned int*)nullptr, static_cast<const int*>(nullptr));
  lerp17_kernel<<<(size46 + 255) / 0x100, BLOCK_SIZE_1>>>(check_pack42(36l) - 293, static_cast<unsigned char*>(nullptr), nullptr);
  return 0;
}
