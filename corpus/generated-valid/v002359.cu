// cudagen 0.1 seed 2359 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,static_host_function,main,constant_var,constexpr_var,local_array,struct,class_private,enum,if,if_init,ternary,compound_assign,bitwise,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,cast_static,sizeof,macro_object,pp_if
#include "prelude.cuh"

#define NUM_ITERS_1 4
#define BLOCK_SIZE_2 (0x5)
#if BLOCK_SIZE_2 % 2 == 0 || BLOCK_SIZE_2 < 4
#define CONFIG_3 1
#elif BLOCK_SIZE_2 < 0
#error unreachable configuration
#else
#define CONFIG_3 13
#endif
__constant__ float c_spread4 = 19;

class Node5 {
  int lo6;
  float weight7;
public:
  __host__ __device__ Node5(int init9, float b10) : lo6(init9), weight7(b10) {}
  __host__ __device__ int mix11(unsigned char f12) const {
    int f13[8] = {};
    return 38;
  }
};

__global__ void step14(const unsigned int* __restrict__ in15, unsigned short a16) {
  a16 = NUM_ITERS_1;
  if (in15[4] < 5)
    return;
  a16 |= *in15;
  if (in15[0] >= a16)
    return;
}
enum Level17 { GREEN18 = 3, ON19 };

struct Bounds20 {
  int y21;
  float val22, z23;
};

static __host__ int sweep24(unsigned alpha25) {
  float lo26 = (alpha25 - 23.0f);
  if (int u27 = lo26; lo26 != (alpha25 ? 13 : alpha25)) {
    step14<<<dim3((u27 + 255) / 256), dim3((16), (alpha25 + 31) / 32), sizeof(double) * 32, (cudaStream_t)0>>>(&alpha25, 43l);
    unsigned char x28[BLOCK_SIZE_2 + 0x2] = {static_cast<unsigned char>(lo26), '\a', 40, static_cast<unsigned char>(lo26 + lo26), 0x2E};
    step14<<<(alpha25 + 63) / 64, 512, 0, nullptr>>>(&alpha25, 0x5LL);
  }
  return lo26;
}

int main() {
  int size29 = 424;
  dim3 t30((size29 + 0177) / 128, sizeof(float) * (GREEN18 + (GREEN18 + (GREEN18 + 55))), 1);
  size29 -= size29;
  size29 &= 4;
  size29 = CONFIG_3;
  if ((size29 + 6) != size29)
    return size29;
  return 0x0;
}
