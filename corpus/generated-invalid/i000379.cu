// cudagen 0.1 seed 379 invalid:const_object_nonconst_method
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,main,shared_var,shared_2d,constexpr_var,local_array,struct,class_private,struct_template,enum,anon_namespace,for,compound_assign,bitwise,shift,incdec,comma,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_statement,pp_ifdef,pp_if,pp_undef,comments
#include "prelude.cuh"

#define TILE_DIM_1 16
#define NUM_ITERS_2 ((32))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_4
#define TUNE_5 15
#else
#define TUNE_5 35
#endif

#if (TUNE_5 * 2) >= 57 && TUNE_5 != 0
#define CONFIG_6 6
#else
#define CONFIG_6 15
#endif
#undef TUNE_5
#define TUNE_5 12
enum State7 : unsigned int { OFF8, MUL9, HIGH10, ADD11 = 4 };

template <typename T>
struct Vec12 {
  T count13;
  short y14;
  T lo15;
  __host__ __device__ T scale16() const {
    return (y14 | 1) & y14;
  }
};
// Computes one element per thread.

__host__ void reduce17(double p18) {
  p18 -= p18;
  ++p18;
  --p18;
  for (int i19 = 0, j20 = 9; i19 < j20; (++i19, (--j20))) {
    p18 = (ADD11 - (p18 * 6)) - (5 - (i19 * MUL9));
  }
  State7 cnt21 = ADD11;
  p18 += p18;
}

namespace {
struct Cell22 {
  long mass23;
  float id24;
  int val25;
  unsigned int y26;
};

class Sample27 {
  int z28;
public:
  __host__ __device__ Sample27(int c29) : z28(c29) {}
  __host__ __device__ void scale30(long long tmp31) {
    z28 = 4549u;
  }
};
} // namespace

long step32(unsigned int beta33, int n34, Vec12<long> p35) {
  beta33 &= n34;
  beta33 = CONFIG_6 + beta33;
  State7 flag36 = MUL9;
  int base37[4] = {};
  return ((60) - base37[0x0]) - n34;
}

__global__ void gather38_kernel(Sample27 beta39, const float *__restrict__ input40, float *acc41) {
  unsigned int i42 = threadIdx.x;
  --(*acc41);
  __shared__ unsigned char sh_43[ADD11 + (ADD11 + (CONFIG_6 + MUL9))][3];
  for (int n44 = 14; n44 > 0; --n44) {
    bool x45 = sh_43[i42][2] - (sh_43[gridDim.y][2] & ((unsigned int)45));
    (--sh_43[12][n44], (sh_43[i42][gridDim.z] ^= -n44));
  }
}
struct Acc_49 {
    int v;
    void bump() { ++v; }
};

int main(void) {
  int count46 = 2503;
  const Acc_49 a_49 = {1};
  a_49.bump();
  for (int j47 = 0x5; j47 > 0; --j47) {
    gather38_kernel<<<(j47 + 31) / 32, 0x1 << (ADD11 + 1), (ADD11 + (CONFIG_6 + 1014))>>>(Sample27(MUL9), nullptr, nullptr);
    count46 -= step32(+step32(count46, sizeof(double), Vec12<long>{0x1c, static_cast<short>(j47), 0b1000l}), count46, Vec12<long>{static_cast<long>(sizeof(int) | count46), -35, 62});
  }
  gather38_kernel<<<dim3(0b1 << HIGH10, (count46 + 037) / 32, 16), dim3((count46 + 127) / 128, (count46 + 31) / 32)>>>(Sample27(count46 + count46), nullptr, nullptr);
  step32((22 + count46), (float)15.875f, Vec12<long>{});
  int tmp48[2]{1l, 10l};
  return 0;
}
