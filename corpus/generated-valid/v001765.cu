// cudagen 0.1 seed 1765 valid
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,host_function,constexpr_function,default_args,main,shared_var,extern_shared,constexpr_var,auto_var,struct,operator_overload,aligned_struct,if,while,ternary,bitwise,shift,logical,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_function,macro_statement,pp_undef
#include "prelude.cuh"

#define RADIUS_1 8
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#undef RADIUS_1
#define RADIUS_1 24

inline __host__ __device__ int kick6(long long p7, unsigned short cfg8, unsigned int a9 = 35) {
	if ((p7 + cfg8) == RADIUS_1)
		return '#';
	float z10{float((a9 & 64) * ((int)((p7 >= a9) ? RADIUS_1 : a9)))};
	return a9;
}

struct __align__(8) Bounds11 {
	int flag12;
	int x13;
	unsigned y14;
};

__host__ __device__ Bounds11 operator+(Bounds11 a, Bounds11 b) {
	Bounds11 r = a;
	r.flag12 += b.flag12;
	r.x13 += b.x13;
	r.y14 += b.y14;
	return r;
}

static __global__ void __launch_bounds__(0x80, 2) bias15_kernel(long *__restrict__ buf16, short int *acc17, unsigned int a18, int *dst19) {
	extern __shared__ float dyn_20[];
	if (a18 == a18)
		return;
	(*buf16) = ((RADIUS_1 - (*dst19)) - 1) + 2;
	if ((buf16 != nullptr) || a18)
		return;
	ACCUM_3(a18, (0x39));
	if (((*buf16) * dyn_20[0x4]) < '"')
		return;
	dst19[0x4] = (unsigned)MAX2_2(buf16[a18] - (*buf16), dst19[3] | dst19[a18 & 0x7]);
}

constexpr int accum21(int n22) {
	return (n22 - 47) % (short(026) * (n22));
}

int main() {
	int size23 = 05370;
	int w24 = 0;
	while ((w24 < 9) && (!(w24 < w24))) {
		dim3 k25 = dim3(32, 8);
		auto flag26 = w24 ^ w24;
		++w24;
	}
	bias15_kernel<<<dim3((size23 + 127) / 0b10000000, (w24 + 0x3F) / 0b1000000, (w24 + 0xFF) / 0400), dim3((w24 + 0x1f) / 0b100000, (RADIUS_1 + 232)), 1 << 10, nullptr>>>((long*)nullptr, (short*)nullptr, sizeof(int), nullptr);
	return 0;
}
