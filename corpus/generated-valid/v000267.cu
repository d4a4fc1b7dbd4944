// cudagen 0.1 seed 267 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,host_global,struct,class_private,static_assert,compound_assign,shift,incdec,pointer_arith,address_of,array_index,call,method_call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_raw_string,lit_nullptr,cast_c,cast_static,macro_object,macro_function,macro_statement
#include "prelude.cuh"

#define TILE_DIM_1 32
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define HALF_3(x) ((x) / 2)
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
const char *g_update5 = "\x41\102";

class Particle6 {
  unsigned int flag7;
  double val8;
public:
  __host__ __device__ Particle6(unsigned c10, double b11) : flag7(c10), val8(b11) {}
  __host__ __device__ double total12(float v13) const {
    size_t z14{973u};
    int hi15 = val8 - v13;
    return -static_cast<short>(val8);
  }
  __host__ __device__ void get16(int k17) {
    k17 = (flag7 + val8) * 55;
  }
};

__global__ void decay18(int *acc19, int n20, double beta21) {
  int r22 = beta21;
  Particle6 u23((r22), beta21);
  u23.total12(ADD3_2(n20, 15, 30UL));
  static_assert(066 == 54, "tile must fit");
  u23.get16(u23.total12(blockIdx.x));
  acc19[2] <<= n20;
  ++beta21;
}

size_t run_split24(int len25, int n26) {
  decay18<<<(n26 + 077) / 64, (TILE_DIM_1 + 224)>>>(static_cast<int*>(nullptr), n26, -26);
  cudaStream_t acc27 = nullptr;
  return n26;
}

int main() {
  int size28 = 2594;
  Particle6 hi29(run_split24(g_update5[1], size28), 6.0f + g_update5[1]);
  float prod30 = HALF_3(g_update5[1] * size28);
  const char *lo31 = R"xy(a "quoted" )word)xy";
  decay18<<<dim3((TILE_DIM_1 + TILE_DIM_1), 8), dim3((size28 + 127) / 128, 0b100000, 256 * 2), 0x0, (cudaStream_t)0>>>((int*)nullptr, g_update5[0] - (56 % g_update5[0]), lo31[0]);
  return 0;
}
