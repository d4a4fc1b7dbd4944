// cudagen 0.1 seed 1401 valid
// features: kernel,launch,builtin_vars,grid_stride_loop,main,const_local,if,for,goto,logical,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_static,macro_function,comments
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define LOW_BITS_2(x) ((x) & 0xF)
/* Computes one element per thread. */
__global__ void accum3(const unsigned short *in4, int stride5, int *acc6)
{
  for (int it7 = 0; it7 < 12; ++it7) {
    int mid8 = threadIdx.z;
  }
  const float res9 = static_cast<int>(threadIdx.x + MIN2_1(*acc6, stride5));
  if ((blockIdx.x)) {
    return;
  }
  bool x10 = threadIdx.z;
  if (in4[5] < in4[0b110]) {
    goto out11;
  }
  (*acc6) = res9 + 0x18;
out11:;
}
/* Computes one element per thread. */
__global__ void probe12_kernel(int *dst13)
{
  int idx14 = (blockIdx.x * blockDim.x) + threadIdx.x;
  dst13[0b101] = -38;
  if (!(!dst13)) {
    return;
  }
  if ((dst13 == nullptr) || (idx14 != 0xA)) {
    return;
  }
  for (int j15 = (blockIdx.x * blockDim.x) + threadIdx.x; j15 < 0xB; j15 += blockDim.x * gridDim.x) {
    const float base16 = -j15;
  }
  (*dst13) = 52u * (+(-dst13[0b101]));
}
int main()
{
  int len17 = 3165;
  accum3<<<(4), 32>>>(static_cast<const unsigned short*>(nullptr), 6, nullptr);
  len17 = len17;
  len17 = 0xa + (len17 - 45U);
  probe12_kernel<<<1, 128>>>(&len17);
  return 0;
}
