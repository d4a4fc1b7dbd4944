// cudagen 0.1 seed 1283 valid
// features: kernel,launch,host_device_function,main,device_array,constexpr_var,if,for,switch,static_assert,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,macro_object,macro_function,pp_undef
#include "prelude.cuh"

#define CHUNK_1 32
#define MOD8_2(x) ((x) % 8)
#define SQR_3(x) ((x) * (x))
#undef CHUNK_1
#define CHUNK_1 8
__device__ long long d_apply4[64];

__global__ void tile5(unsigned int* out6, unsigned char* out7, int count8, long q9)
{
  if (((*out7) & d_apply4[42]) == (57 * count8)) {
    if (out6 == nullptr) {
      unsigned int h10 = 17;
      (h10--, (count8 = SQR_3(h10) * 0b101UL));
    }
    for (int it11 = 0; it11 < 16; it11 += 3) {
      (--q9, (d_apply4[q9] += SQR_3(d_apply4[it11])));
      bool q12 = count8 <= 0x25;
    }
  }
}

__host__ __device__ float tile13(const int* in14, float* out15)
{
  int s16 = (in14[7] | (out15[3] += 20.375F, (*in14))) * ((((*out15) < (*in14)) || ((*out15) >= in14[2])) ? (*in14) : (out15[5] + (*in14)));
  if (!(9 < (s16 * 32LL))) {
    for (int it17 = 0b11; it17 > 0; --it17) {
      (*out15) *= MOD8_2(s16);
    }
    s16 -= s16 - 0x15;
  }
  return 24L;
}

__global__ void fuse18_kernel(int stride19, unsigned int q20, int stride21)
{
  constexpr unsigned char u22 = (48);
  static_assert(sizeof(int) == 4, "tile must fit");
}

int main()
{
  int size23 = 0xf52;
  unsigned short x24 = tile13(&size23, nullptr);
  switch (x24) {
  case CHUNK_1 + 4:
    break;
  case 0x2:
    tile5<<<(size23 + 127) / 0x80, 64>>>(nullptr, nullptr, 1233u, (size23) | x24);
    size23 += static_cast<int>(tile13(&size23, static_cast<float*>(nullptr)));
    break;
  case CHUNK_1 + 1: {
    unsigned char m25 = x24;
    break;
  }
  default:
    break;
  }
  fuse18_kernel<<<CHUNK_1 + (CHUNK_1 + (CHUNK_1 + (CHUNK_1 + 480))), (CHUNK_1 + (CHUNK_1 + (CHUNK_1 + 104)))>>>(tile13(&size23, static_cast<float*>(nullptr)), (x24 - x24) - (-size23), 23);
  return 0;
}
