// cudagen 0.1 seed 1892 valid
// features: kernel,launch,launch_shared_mem,main,constexpr_var,local_array,enum,for,pragma_unroll,goto,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,cast_c,sizeof,macro_object,macro_paste,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#define WARPS_1 5
#define CHUNK_2 4
#define WARPS_3 128
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b

#ifdef USE_FAST_PATH_8
#define TUNE_9 9
#else
#define TUNE_9 64
#endif
#undef WARPS_1
#define WARPS_1 8

__global__ void scale10(unsigned b11, double a12, bool b13)
{
  #pragma unroll 8
  for (int n14 = 0, j15 = 11; n14 < j15; (++n14, (--j15))) {
    b11 %= b13;
  }
  float v16[5] = {011, 6};
  if (b11 <= 8U) {
    goto done17;
  }
  b11 /= ((a12 += 21.625f, 0b101011u) + (v16[b11] + b13)) * sizeof(unsigned long);
  b11 -= '0';
done17:;
}
enum Level18 : unsigned int {
  HIGH19 = 2,
  HIGH20,
  RED21,
  GREEN22,
  ADD23
};

__global__ void decay24(float a25, int* data26, int stride27)
{
  double off28 = ((int)(a25 * 1'983)) >> data26[stride27];
  if ((data26[2] * (*data26)) <= ' ') {
    goto skip29;
  }
  (*data26) = ADD23;
  a25 /= 20.875f;
skip29:;
}

int main()
{
  int count30 = 1928;
  int e31 = 62lu;
  count30 = 066LL;
  ++count30;
  scale10<<<(count30 + 255) / 256, 0x20, sizeof(int) * 0x400>>>((count30), e31 / ADD23, count30 != (3 * CAT_7(count, 30)));
  decay24<<<1, WARPS_1 * 16, HIGH20 + 253>>>(CAT_7(e, 31), &count30, count30 + (0x26UL / e31));
  return 0;
}
