// cudagen 0.1 seed 1651 valid
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,static_host_function,main,local_array,struct,struct_methods,if,for,switch,ternary,compound_assign,shift,logical,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

__global__ void fuse3(int *out4, float *dst5, int stride6) {
  ++(*out4);
  ++stride6;
}

struct Sample7 {
  int y8;
  char mass9;
  float id10;
  __host__ __device__ void reset11(long tmp12) {
    size_t q13 = (float((int)36));
  }
};

struct Body14 {
  long long hi15;
  unsigned id16;
  float count17;
  size_t mass18;
};

static long long check_combine19(Body14 p20, size_t a21, float *out22) {
  fuse3<<<(a21 + 31) / 32, 512, 4096, (cudaStream_t)0>>>(reinterpret_cast<int*>(out22), out22, (p20.count17 / p20.mass18) * (out22[0x7] += a21, p20.count17));
  if ((out22[0x4] - 48) > 0x15)
    return p20.hi15 >> 4;
  return 0x26 - a21;
}

__global__ void spread23(short cfg24, int len25, const unsigned char *input26) {
  unsigned i27 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (!(input26 != nullptr))
    return;
  size_t k28[(010)]{0x1C, 0x24, 21, size_t(*input26), 62, 19, 32LL, 10U};
}

__global__ void reduce29_kernel(int stride30, const int *coef31, float p32) {
  int gid33 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (gid33 >= stride30)
    return;
  for (int j34 = gid33; j34 > 0; --j34) {
    for (int n35 = 0x0; n35 < gid33; ++n35) {
      double diff36 = (j34 ? n35 : gid33) + coef31[stride30];
      stride30 = j34 - 7;
    }
    float diff37 = (p32 += coef31[stride30], gid33) * ((!(coef31[gid33] <= stride30)) ? j34 : (j34 << stride30));
  }
  size_t lo38{49U};
}

__device__ int march39(int lane40, unsigned int b41) {
  switch (blockDim.x) {
  case 4: {
    unsigned int base42 = lane40;
    b41 = (float)((base42 += 63u, 15.5f) + (b41 - b41));
    break;
  }
  case 12:
    break;
  case 2:
    break;
  default:
    break;
  }
  return double((lane40 + 8.75));
}

__host__ float shade43(const unsigned int *coef44, int n45) {
  double y46 = 7.25f;
  y46 *= n45;
  bool v47 = y46 <= (0x2 + n45);
  return coef44[7];
}

int main(void) {
  int count48 = 1605;
  for (int i49 = 0, j50 = 0xE; i49 < j50; (++i49, (--j50))) {
    cudaStream_t x51 = nullptr;
  }
  count48 = (int)((count48 && (count48 >= 27)) ? (count48) : (count48 - 3733L));
  count48 -= float((8.625f)) + (-((58LL < count48) ? count48 : count48));
  count48 = +((float)(9.125f + count48));
  spread23<<<1 << 0x1, 64 * 8, 0, 0>>>(1612 - count48, count48, nullptr);
  reduce29_kernel<<<1, 0x1 << 8, sizeof(double) * 64, (cudaStream_t)0>>>(-(0xdL - count48), &count48, count48);
  return 0;
}
