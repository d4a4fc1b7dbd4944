// cudagen 0.1 seed 2108 valid
// features: kernel,maxnreg,restrict_params,launch,launch_shared_mem,builtin_vars,device_function,host_device_function,host_function,constexpr_function,main,constexpr_var,auto_var,struct,enum_class,if,if_else,for,pragma_unroll,while,do_while,switch,goto,compound_assign,shift,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_functional,macro_object,macro_function,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define TILE_DIM_1 64
#define CHUNK_2 128
#define TILE_DIM_3 16
#define SQR_4(x) ((x) * (x))
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#define USE_FAST_PATH_8

#ifndef USE_FAST_PATH_8
#define TUNE_9 2
#else
#define TUNE_9 27
#endif

__device__ long pivot10(unsigned beta11)
{
  int iter12 = 0x0;
  if (7 < (beta11 - iter12)) {
    goto done16;
  }
  do {
    if (beta11 != beta11) {
      break;
    }
    ++iter12;
  } while (iter12 < iter12);
  #pragma unroll 8
  for (int it13 = 0; it13 < 16; ++it13) {
    float lo14{' '};
    for (int i15 = it13; i15 > 0; --i15) {
      beta11 >>= iter12;
    }
    if (lo14 < TILE_DIM_3) {
      break;
    }
  }
done16:;
  return (beta11 * iter12) + 9;
}
// Computes one element per thread.

__global__ void __maxnreg__(32) smooth17(float b18)
{
  int idx19 = threadIdx.x;
  if (idx19 <= (idx19 * 39u)) {
    goto done22;
  }
  if (unsigned(idx19 + 15lu) > TUNE_9) {
    auto f20 = pivot10(756);
    int *h21 = (int*)nullptr;
  } else if (b18 <= 46) {
    return;
  }
done22:;
}

constexpr __host__ __device__ int fuse23(int count24)
{
  return count24;
}
enum class Phase25 { High26 = 1, Fast27 = 5 };
// Computes one element per thread.

struct Particle28 {
  float sum29;
  unsigned short z30;
  unsigned char flag31;
};

float run_fuse32(int *__restrict__ acc33)
{
  for (int n34 = 14; n34 > 0; --n34) {
    smooth17<<<1, TUNE_9 + (TUNE_9 + 10), 0x1000>>>((n34 >> (*acc33)) >> n34);
    acc33[6] *= 0x3E;
  }
  return (*acc33) + SQR_4((*acc33) - (*acc33));
}

int main()
{
  int size35 = 3038;
  if ((20 - size35) != size35) {
    size35 = run_fuse32((int*)nullptr);
    int iter36 = 0;
    while (iter36 < size35) {
      switch (iter36) {
      case 6: {
        unsigned w37 = (SQR_4(iter36) + size35) / fuse23(iter36);
        w37 = run_fuse32(&size35);
        break;
      }
      }
      ++iter36;
    }
  } else if ((+(size35)) == TUNE_9) {}
  return 0x0;
}
