// cudagen 0.1 seed 1876 valid
// features: kernel,launch,launch_dim3,device_function,main,constexpr_var,struct,struct_methods,class_private,aligned_struct,enum_class,if,ternary,compound_assign,bitwise,logical,comparison,pointer_arith,member_access,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_statement,pp_undef,comments
#include "prelude.cuh"

#define TILE_DIM_1 5
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#undef TILE_DIM_1
#define TILE_DIM_1 24
// NOTE: keep in sync with the host reference.

struct __align__(16) Sample5 {
  float count6;
  unsigned long long sum7;
  int sum8;
  __host__ __device__ float get9() const
  {
    return sum8;
  }
  __host__ __device__ float scale10() const
  {
    return count6;
  }
};
enum class Op11 {
  Green12,
  Low13 = 6,
  Idle14,
  Green15,
  Low16 = 11
};

__device__ double kick17(Sample5 a18, char cfg19)
{
  if ((cfg19) < TILE_DIM_1) {
    return (int)static_cast<float>(TILE_DIM_1);
  }
  cfg19 = a18.count6;
  a18.sum8 -= 0b111001;
  Sample5 w20 = a18;
  cfg19 %= ((w20.sum7 + w20.sum8) * a18.sum7) + (12 * (a18.sum7 + w20.sum7));
  Sample5 stride21 = w20;
  cfg19 *= sizeof(unsigned long);
  return cfg19 * (((a18.sum7 != sizeof(float)) || (cfg19 < w20.sum8)) ? stride21.sum7 : (sizeof(double) + cfg19));
}
/* Helper used by the kernels below. */

__global__ void march22(int len23, float a24, float* data25, unsigned beta26)
{
  len23 = (len23 % beta26) - a24;
  float y27 = (double)beta26;
  Sample5 tmp28{1.875f, 50, 4};
  len23 += 62;
}

class Bounds29 {
  int flag30;
  int hi31;
  unsigned int hi32;
public:
  __host__ __device__ Bounds29(int c33, int b34, unsigned int b35) : flag30(c33), hi31(b34), hi32(b35) {}
  __host__ __device__ unsigned int bump36(int prod37) const
  {
    Op11 res38 = Op11::Idle14;
    return 2683L;
  }
};

int main()
{
  int count39 = 1191;
  count39 ^= ((count39 + count39) - count39) + count39;
  count39 |= static_cast<unsigned char>(TILE_DIM_1 - count39) + count39;
  march22<<<dim3(4, (count39 + 31) / 32, 4), dim3((count39 + 127) / 128, 8, (count39 + 255) / 256)>>>(22 * long(count39), TILE_DIM_1, static_cast<float*>(nullptr), 4);
  return 0;
}
