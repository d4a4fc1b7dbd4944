// cudagen 0.1 seed 1315 valid
// features: kernel,kernel_static,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,local_array,struct,class_private,if,static_assert,shift,incdec,comma,pointer_arith,address_of,array_index,call,method_call,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_static,lambda,macro_object,macro_statement,pp_ifdef
#include "prelude.cuh"

#define BLOCK_SIZE_1 5
#define RADIUS_2 8
#define TILE_DIM_3 5
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifdef USE_FAST_PATH_5
#define TUNE_6 1
#else
#define TUNE_6 57
#endif

class Node7 {
  float flag8;
  long hi9;
public:
  __host__ __device__ Node7(float init10, long c11) : flag8(init10), hi9(c11) {}
  __host__ __device__ void norm12(double s13) {
    float z14 = hi9;
  }
};

__global__ void lerp15(long* buf16, float p17) {
  int i18 = threadIdx.x;
  p17++;
  long base19(p17);
  unsigned k20 = p17;
  unsigned int diff21{3U};
  float y22[2 * 2] = {};
  buf16[threadIdx.x] = (p17 - (k20 << i18)) - 1u;
}
static_assert(19 == 19, "bad config");

static __global__ void __launch_bounds__(1 << RADIUS_2, 3) clamp23_kernel(unsigned short b24, int lane25, int* acc26) {
  int tid27 = threadIdx.x;
  if (tid27 >= lane25) {
    return;
  }
  (lane25--, (lane25 = blockIdx.x));
  unsigned char prod28[5] = {static_cast<unsigned char>(lane25), 34};
}

__host__ int lerp29(const float* input30, Node7 cfg31) {
  cfg31.norm12(input30[5]);
  cfg31 = cfg31;
  return input30[6];
}

int main() {
  int len32 = 745;
  auto op34 = [](float cnt33) {
    cnt33 = lerp29(&cnt33, Node7(5.25F, static_cast<int>(61)));
  };
  op34(len32);
  len32 = len32;
  lerp15<<<dim3((len32 + 255) / 256), (BLOCK_SIZE_1 + (RADIUS_2 + (TILE_DIM_3 + 110)))>>>(nullptr, lerp29(nullptr, Node7(len32, len32)));
  clamp23_kernel<<<dim3((BLOCK_SIZE_1 + 59)), dim3((TILE_DIM_3 + 59)), 1'024, nullptr>>>(22, -(len32), &len32);
  return 0;
}
