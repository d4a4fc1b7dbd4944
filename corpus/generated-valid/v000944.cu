// cudagen 0.1 seed 944 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,grid_constant,restrict_params,launch,launch_shared_mem,builtin_vars,grid_stride_loop,main,shared_var,shared_2d,static_shared,constexpr_var,auto_var,struct,enum_class,if,for,pragma_unroll,goto,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_char,lit_nullptr,cast_static,sizeof,macro_object,macro_function,macro_paste,comments
#include "prelude.cuh"

#define CHUNK_1 8
#define CHUNK_2 3
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define LOW_BITS_4(x) ((x) & 0xF)
#define CAT_5(a, b) a##b

template <typename T, typename U>
__global__ void rank6_kernel(T a7, U* buf8)
{
  int tid9 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if ((31 > tid9) || (buf8 == nullptr)) {
    return;
  }
  #pragma unroll
  for (int i10 = (blockIdx.x * blockDim.x) + threadIdx.x; i10 < (CHUNK_2 + 11); i10 += blockDim.x * gridDim.x) {
    static __shared__ unsigned int sh_11[0xf][10];
    a7 -= ((i10 - CHUNK_1) | (CHUNK_1 ^ i10)) % ((sh_11[0b100][1] + tid9) - ('0' - warpSize));
    (*buf8) = i10;
  }
}
enum class Level12 {
  Busy13,
  On14,
  Fast15,
  Blue16,
  Slow17
};

__global__ void weigh18(const int* coef19, const int* input20)
{
  unsigned idx21 = threadIdx.x;
  int flag22 = input20[idx21];
  (--flag22, (flag22 = (45 % (flag22 - warpSize)) << LOW_BITS_4((static_cast<unsigned>(gridDim.x)))));
}

__global__ void __maxnreg__(64) score23(bool b24, unsigned int* out25, int* acc26, int* __restrict__ data27)
{
  unsigned idx28 = threadIdx.x;
  if (idx28 <= 39) {
    goto out34;
  }
  #pragma unroll 2
  for (int it29 = (blockIdx.x * blockDim.x) + threadIdx.x; it29 < 9; it29 += blockDim.x * gridDim.x) {
    for (int j30 = (blockIdx.x * blockDim.x) + threadIdx.x; j30 < it29; j30 += blockDim.x * gridDim.x) {
      for (int it31 = (blockIdx.x * blockDim.x) + threadIdx.x; it31 < 11; it31 += blockDim.x * gridDim.x) {
        out25[5] = MAX2_3((idx28 + 3780) - sizeof(int), ~threadIdx.z);
        data27[6] &= LOW_BITS_4(~LOW_BITS_4(out25[3]));
      }
      auto prod32 = (out25[j30 & 7] += 28l, (acc26[j30 & 7] += sizeof(unsigned), (-52))) * (12 + warpSize);
    }
    unsigned int k33 = (CHUNK_1 - out25[5]) % ((~(*out25)) + static_cast<int>(55));
  }
out34:;
}
// Returns the accumulated value.

struct Bounds35 {
  short val36;
  bool val37;
};

__global__ void clamp38_kernel(__grid_constant__ const Bounds35 p39, long b40)
{
  unsigned gid41 = threadIdx.x;
  if (gid41 >= b40) {
    return;
  }
  #pragma unroll 8
  for (int it42 = 0; it42 < b40; it42 += 1) {
    b40 >>= LOW_BITS_4(CAT_5(gid, 41) + gridDim.x) & (35 * (CAT_5(gid, 41) + it42));
  }
  __shared__ int sh_43[13][16];
}

int main()
{
  int count44 = 2196;
  Level12 r45 = Level12::Slow17;
  weigh18<<<(count44 + 0x3f) / 64, (CHUNK_1 + (CHUNK_1 + 48)) * 4, sizeof(int) * 32>>>(nullptr, nullptr);
  rank6_kernel<int, int><<<(count44 + 31) / 0x20, 512, sizeof(double) * 256>>>(7UL, nullptr);
  score23<<<1 << (CHUNK_2 + (CHUNK_2 + CHUNK_2)), CHUNK_2 + 0x7d, sizeof(float) * 0x100>>>(r45 == Level12::Blue16, nullptr, nullptr, nullptr);
  clamp38_kernel<<<(512), 1 << (CHUNK_2 + 0x6), 0>>>(Bounds35{}, (count44 % count44) + 62);
  return 0;
}
