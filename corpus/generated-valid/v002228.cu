// cudagen 0.1 seed 2228 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,main,shared_var,shared_2d,struct,if,for,do_while,goto,static_assert,bitwise,comparison,pointer_arith,address_of,member_access,array_index,call,lit_int_suffix,lit_nullptr,cast_c,cast_const,macro_function,macro_paste
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define CAT_2(a, b) a##b
static_assert(((51)) == 51, "bad config");

struct Tile3 {
  unsigned int sum4;
  unsigned int sum5;
};

__device__ void scale6(unsigned int p7, float beta8) {
  float f9 = p7;
  if ((-beta8) > gridDim.z)
    return;
  unsigned int off10 = 64;
  off10 = (6 + p7) % 44L;
  int v11{58};
  v11 = p7;
  __shared__ float sh_12[11][5];
}

__device__ unsigned short shade13(int* out14, int* __restrict__ data15) {
  __shared__ Tile3 sh_16;
  const float* hi17 = (const float*)nullptr;
  scale6((gridDim.x & threadIdx.x) + ((*out14) + data15[1]), +out14[blockDim.z]);
  __shared__ float sh_18[3][12];
  return 37;
}

__global__ void count19(int n20, const int* src21, const unsigned int* __restrict__ src22, int lane23) {
  if (22U > src22[n20]) {
    goto skip24;
  }
  lane23 = shade13(const_cast<int*>(src21), &n20);
  lane23 = ADD3_1(src22[n20], (shade13(const_cast<int*>(src21), (int*)nullptr) % (threadIdx.y * src22[threadIdx.x])), (2 - blockIdx.x) + (lane23 * 53));
skip24:;
}

struct Span25 {
  float y26;
  signed char vel27;
};

int main() {
  int len28 = 3594;
  for (int it29 = 0; it29 < len28; ++it29) {
    len28 = len28;
    int iter30 = 0;
    do {
      if (len28 > iter30)
        break;
      count19<<<(iter30 + 63) / 64, dim3((it29 + 255) / 256, 128), 0, 0>>>(26U + CAT_2(it, 29), &len28, (const unsigned int*)nullptr, it29);
      ++iter30;
    } while (iter30 < 4);
  }
  return 0;
}
