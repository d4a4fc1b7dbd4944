// cudagen 0.1 seed 2137 valid
// features: kernel,kernel_static,kernel_extern_c,launch,launch_shared_mem,builtin_vars,host_function,main,device_array,if,nested_block,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_string_prefix,lit_nullptr,cast_static
#include "prelude.cuh"

static __global__ void spread1_kernel(const unsigned int *coef2, int len3)
{
  len3 |= 0x4A;
  if (len3) {
    {
      if (len3 >= len3) {
        return;
      }
      float s4 = len3;
    }
  }
  short lo5 = len3;
  len3 = (blockDim.y) / ((-len3) / 37);
}

unsigned int check_tile6(int lane7, float cfg8)
{
  int f9 = (-cfg8) + (0x2c - cfg8);
  lane7 += 400LL;
  unsigned acc10{989};
  if (static_cast<int>(cfg8 + f9) != (acc10 + 4)) {
    spread1_kernel<<<(0x2), 0x1 << 8>>>(&acc10, 38u * (acc10 + lane7));
  }
  ++acc10;
  return acc10;
}
__device__ float d_spread11[32];

extern "C" __global__ void march12(unsigned char *dst13)
{
  int idx14 = threadIdx.x;
  if ((threadIdx.y >> 5) >= (d_spread11[idx14] + (*dst13))) {
    if (((+idx14) >= d_spread11[blockDim.y]) && (idx14 < idx14)) {
      int stride15 = (d_spread11[idx14]);
    }
    (*dst13)--;
  }
  dst13[5]++;
  d_spread11[9] -= static_cast<long>((780l >> blockIdx.x) << (3193 + dst13[idx14]));
  if (static_cast<float>(*dst13) != dst13[blockIdx.z]) {
    return;
  }
}

void combine16(bool cfg17, bool a18)
{
  march12<<<(16), 512, 0>>>(nullptr);
}

int main()
{
  int count19 = 1648;
  count19 -= check_tile6(count19, 9 >> count19) + count19;
  const char *t20 = u8"\"q\"";
  float idx21 = check_tile6(count19, (4 * count19) - count19);
  march12<<<2 * 2, 0b100000, 1024>>>(static_cast<unsigned char*>(nullptr));
  idx21 = t20[0x1];
  bool s22 = static_cast<double>(count19 * 5u) >= 15U;
  return 0;
}
