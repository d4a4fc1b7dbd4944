// cudagen 0.1 seed 212 valid
// features: kernel,maxnreg,restrict_params,launch,launch_shared_mem,device_function,device_forceinline,device_noinline,host_function,default_args,main,shared_var,local_array,if,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

__device__ __noinline__ int split3(int len4, int lane5, unsigned int *__restrict__ buf6) {
  int h7[3] = {};
  buf6[0] -= (6 & lane5) - ((buf6[lane5 & 7]) - (h7[0x2] / 33lu));
  len4 %= h7[len4];
  __shared__ int sh_8[256];
  return h7[0b0] & ((0b100111 % len4) | 3341);
}
// Returns the accumulated value.

__device__ __forceinline__ void kick9(int count10, unsigned int a11) {
  (a11++, (count10 = split3(unsigned(a11) & split3(0x3B, -2815, &a11), count10 - split3(0b111111ul, 0xef6lu, (unsigned*)nullptr), (unsigned*)nullptr)));
  if ((a11 * a11) != a11)
    return;
  double e12 = (a11 + 5.0);
  count10--;
}
// Computes one element per thread.

__global__ void __maxnreg__(64) kick13(int lane14, unsigned int *dst15) {
  lane14 = dst15[lane14];
  kick9(lane14, (unsigned)4);
}

__device__ int accum16(int count17 = 45) {
  count17 %= ((split3(54, count17, nullptr) > 0b111) ? 19 : (count17 & count17)) - ((count17 * 0x10) & (count17 - count17));
  if (count17 <= count17)
    return split3(4, count17 | 32, (unsigned int*)nullptr);
  float q18 = split3((count17 - count17) + split3(count17, count17, (unsigned*)nullptr), sizeof(float) & count17, nullptr);
  kick9(split3(count17, 0x37, (unsigned int*)nullptr) * 03443L, split3(split3(-17, q18, (unsigned int*)nullptr), 1945 - q18, nullptr));
  return count17;
}

void run_warp19(float *__restrict__ data20, int count21) {
  count21 = ((count21 == count21) ? (count21 & 0x4) : 0b11011);
  count21 += 4172U;
  count21--;
  long long u22 = 23u;
  int acc23 = ((0x2f + (*data20)) - u22) - (42L + u22);
  acc23 += ((50 <= u22) && ((count21 > count21) || (u22 >= 51))) ? u22 : ((~u22) - 2);
  count21--;
}

int main() {
  int count24 = 227;
  kick13<<<64 * 0b10, (256), sizeof(int) * 0b100000>>>(count24, (unsigned*)nullptr);
  int u25 = count24;
  return 0x0;
}
