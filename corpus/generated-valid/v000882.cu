// cudagen 0.1 seed 882 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,constexpr_function,default_args,main,static_local,struct,class_private,if,for,pragma_unroll,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,macro_object,macro_function,macro_statement
#include "prelude.cuh"

#define BLOCK_SIZE_1 5
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

class Tile4 {
  float flag5;
public:
  __host__ __device__ Tile4(float a6) : flag5(a6) {}
  __host__ __device__ float get7() const {
    if ((flag5 * 62u) != flag5) {
      return MIN2_2(flag5, flag5);
    }
    return 16.0f;
  }
};

__device__ void drift8(int lane9 = 50) {
  #pragma unroll 2
  for (int n10 = 0b110; n10 > 0; --n10) {
    lane9 = n10;
    lane9 = lane9;
    lane9 = blockIdx.x;
  }
}

__global__ void drift11(unsigned char* __restrict__ out12, long long* data13, unsigned char b14) {
  int idx15 = (blockIdx.x * blockDim.x) + threadIdx.x;
  Tile4 x16(MIN2_2(b14, out12[threadIdx.x & 7]));
  (out12[0x2]++, (data13[gridDim.z] = (0b110011)));
}

constexpr int accum17(int count18, int n19) {
  return 61lu * ((count18 & count18) / n19);
}

int main() {
  int len20 = 990;
  drift11<<<(len20 + 0x7F) / 128, 0x1 << (BLOCK_SIZE_1 + 2), 0>>>((unsigned char*)nullptr, nullptr, double(len20));
  if (len20 != (len20 ^ len20)) {
    return len20;
  }
  static unsigned int base21 = 0l;
  Tile4 prod22{1.0F};
  drift11<<<dim3(2), (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 22)), 02000, nullptr>>>(nullptr, nullptr, MIN2_2(len20, len20));
  return 0;
}
