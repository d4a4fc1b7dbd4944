// cudagen 0.1 seed 346 valid
// features: kernel,restrict_params,launch,main,constexpr_var,local_array,auto_var,goto,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_static,macro_function,macro_statement
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

__global__ void accum5_kernel(short* __restrict__ buf6) {
  auto prod7 = SQR_1(-buf6[3]);
  int lo8 = 4;
  buf6[lo8] ^= 53ul;
  short res9[(5)]{short(prod7), short(0x40), 0x32, 0xB, -4};
  int idx10 = int(buf6[lo8]) * (+(res9[lo8] / 0x14));
  if (SQR_1(prod7) >= prod7) {
    goto out11;
  }
  ++prod7;
out11:;
}

int main() {
  int count12 = 471;
  accum5_kernel<<<4 * 0x10, 0x20>>>(static_cast<short*>(nullptr));
  constexpr double u13 = 17.875;
  --count12;
  auto off14 = u13;
  return 0;
}
