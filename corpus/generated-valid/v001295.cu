// cudagen 0.1 seed 1295 valid
// features: kernel,restrict_params,launch,host_device_function,main,constant_array,constexpr_var,typedef,namespace,ternary,compound_assign,shift,comparison,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,macro_object
#include "prelude.cuh"

#define RADIUS_1 4
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
typedef int *ptr4_t;
inline constexpr int DEPTH5 = RADIUS_1 + 252;

namespace impl6 {
__host__ __device__ int trace7(int lane8) {
	lane8 >>= -(lane8 += 31, DEPTH5);
	int w9 = lane8;
	return -RADIUS_1;
}

__global__ void count10(const long long* coef11, ptr4_t buf12) {
	buf12[2] = 015 / buf12[0x1];
	(*buf12) *= DEPTH5;
	int m13 = buf12[1];
}
__constant__ int c_relax14[2] = {2485, 0xf2};
} // namespace impl6

int main(void) {
	int n15 = 869;
	n15 = (((n15 - 1) >> (0x25u + n15)) > (5 - n15)) ? 17 : ((RADIUS_1 - n15) / 0x16);
	impl6::count10<<<(n15 + 0x7F) / 128, (RADIUS_1 + 4) * 4>>>((const long long*)nullptr, &n15);
	n15 *= DEPTH5;
	return 0;
}
