// cudagen 0.1 seed 464 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,main,constant_var,constexpr_var,if,if_else,for,while,compound_assign,bitwise,logical,comparison,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_object,pp_ifdef,pp_undef
#include "prelude.cuh"

#define WARPS_1 5
#define CHUNK_2 (0x20)
#define WARPS_3 16

#ifndef USE_FAST_PATH_4
#define TUNE_5 11
#else
#define TUNE_5 48
#endif
#undef WARPS_1
#define WARPS_1 24

__device__ float tally6(int count7, int lane8, unsigned int beta9)
{
  double w10{9.0};
  if (beta9 == warpSize) {
    return 4.375F;
  }
  if (((w10 * 0x17l) != beta9) && (!(beta9 == 6))) {
    for (int n11 = 2; n11 > 0; --n11) {
      beta9 |= count7;
      constexpr float x12 = 19.0f;
    }
  }
  return lane8 | ((lane8 % count7) + CHUNK_2);
}

__global__ void shade13(unsigned int p14)
{
  int i15 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int prod16 = p14;
  double f17 = prod16;
  prod16 = prod16;
}

template <class T>
__global__ void combine18(const T* input19, T* buf20, const T* coef21, int stride22)
{
  int idx23 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx23 >= stride22) {
    return;
  }
  if (input19[0x1] <= 44) {
    int* hi24 = &stride22;
    for (int it25 = 0, j26 = stride22; it25 < j26; (++it25, (--j26))) {
      if (WARPS_1 < (threadIdx.y + (38U * (*buf20)))) {
        stride22 &= (unsigned int)41L;
        if ((it25 & hi24[it25]) <= coef21[it25 & 7]) {
          continue;
        }
      } else if (((*coef21) * 3) != (*input19)) {
        continue;
      }
    }
  }
}
__constant__ unsigned short c_reduce27 = 47;

__global__ void __maxnreg__(32) update28(bool alpha29)
{
  unsigned int idx30 = (blockIdx.x * blockDim.x) + threadIdx.x;
  unsigned diff31 = WARPS_1;
  if (alpha29) {
    tally6(blockIdx.x, idx30 - (alpha29 | alpha29), (c_reduce27));
  }
  diff31 = ((blockDim.y - c_reduce27) | (diff31 + 21u)) & 0xd40l;
  if (tally6(diff31, idx30, c_reduce27) > c_reduce27) {
    return;
  }
  constexpr float diff32 = 2.75F;
  const short* w33 = static_cast<const short int*>(nullptr);
}

template <typename T>
__global__ void grow34(T alpha35)
{
  int idx36 = threadIdx.x;
  if ((c_reduce27 > alpha35) && ((alpha35 >= 1) && (alpha35 > WARPS_1))) {
    tally6(tally6(59, blockDim.x, (threadIdx.y)), alpha35, c_reduce27 | CHUNK_2);
    int e37 = tally6(alpha35, c_reduce27, 0x2A);
  }
}

int score38(int count39, short cfg40)
{
  count39 ^= static_cast<short>(59);
  int w41 = 0;
  while (w41 < 3) {
    count39 ^= w41;
    ++w41;
  }
  float idx42 = w41 ^ 63;
  cfg40 %= ((w41 ^ w41) & (37 % cfg40)) + count39;
  return static_cast<int>((float)(cfg40 & count39));
}

int main(void)
{
  int len43 = 687;
  unsigned int k44 = (static_cast<float>(23.875f)) * len43;
  for (int j45 = 0; j45 < len43; j45++) {
    shade13<<<sizeof(int) * 4, 32, 0, 0>>>((WARPS_3 & j45) - score38(15, j45));
  }
  score38(k44, 49);
  score38(+len43, (len43 * len43) + ('z' + k44));
  k44 &= 0x1cll ^ (k44 + len43);
  combine18<unsigned int><<<(len43 + 63) / 64, 256>>>(&k44, &k44, &k44, 13l + (~k44));
  update28<<<dim3((len43 + 255) / 0400, WARPS_1 + (TUNE_5 + 93)), 256 * 2>>>(k44 + len43 + (len43 + k44));
  grow34<int><<<dim3(64, sizeof(unsigned int) * 16, (len43 + 127) / 0x80), (64), 0x0, (cudaStream_t)0>>>((k44 += 010, 22));
  return 0x0;
}
