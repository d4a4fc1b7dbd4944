// cudagen 0.1 seed 2089 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,builtin_vars,host_function,main,constexpr_var,auto_var,typedef,if,for,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_static,lambda,lambda_capture_value,lambda_generic,macro_object,macro_function,macro_stringize,macro_statement,pp_undef
#include "prelude.cuh"

#define CHUNK_1 3
#define RADIUS_2 4
#define LOW_BITS_3(x) ((x) & 0xF)
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#undef RADIUS_2
#define RADIUS_2 48
typedef int idx8_t;

template <class T, int N = 5>
__global__ void merge9(T* out10) {
  int idx11 = threadIdx.x;
  out10[idx11 & 7] = blockIdx.y;
  auto u12 = N;
  idx8_t m13 = N;
  idx8_t k14 = ((*out10) - (N & m13));
}

float pack15(float alpha16) {
  if (static_cast<idx8_t>(alpha16) != CHUNK_1)
    return 17.875F;
  alpha16 /= 30;
  constexpr idx8_t lim17 = 60;
  return RADIUS_2 + alpha16;
}

int main() {
  int n18 = 1'322;
  merge9<long, (CHUNK_1 + 2)><<<(n18 + 255) / 256, 256>>>((long*)nullptr);
  for (int it19 = 0; it19 < n18; ++it19) {
    merge9<idx8_t, 5><<<128, (CHUNK_1 + (RADIUS_2 + 77))>>>(&n18);
    auto op23 = [=](auto h20, auto r21) {
      const char* cnt22 = STR_7(x + 1);
      r21 = ((r21 == cnt22[0x1]) ? LOW_BITS_3(n18) : 8L) + (cnt22[0] + ((r21 > cnt22[0]) ? cnt22[0] : n18));
      return h20 * 2;
    };
    if (it19 >= n18)
      return op23(it19, n18);
  }
  merge9<int, (CHUNK_1 + (CHUNK_1 + 2))><<<(1), 1 << 8>>>(&n18);
  return 0;
}
