// cudagen 0.1 seed 608 valid
// features: kernel,launch_bounds,launch,launch_dim3,device_function,device_noinline,host_function,constexpr_function,default_args,main,constexpr_var,local_array,static_local,if,if_else,if_init,while,compound_assign,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_static,sizeof,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

__device__ __noinline__ unsigned int sweep3(int lane4) {
	unsigned long hi5[3] = {};
	int pass6 = 0b0;
	while (pass6 < pass6) {
		hi5[pass6]++;
		hi5[lane4] = hi5[0] + 10;
		++pass6;
	}
	return (pass6 + (+lane4)) - ((hi5[0b0]) + (lane4 + lane4));
}

__global__ void __launch_bounds__(128, 3) merge7_kernel(short cfg8, int *dst9, int stride10) {
	if ((stride10 * (33 + cfg8)) != ('0' * stride10)) {
		if (dst9[stride10]) {
			return;
		}
		if (long tmp11 = sweep3(2); (dst9[cfg8] / 4) == dst9[tmp11]) {
			if (stride10 < tmp11) {
				constexpr float lo12 = 12.5f;
				dst9[stride10] = (tmp11 + (lo12 * cfg8)) * (sweep3(15) - sweep3(lo12));
			}
		}
	} else {
	}
}

__global__ void __launch_bounds__(64, 2) combine13(short *dst14, int n15, int *dst16, float alpha17) {
	if (dst14[n15] == sizeof(int)) {
		return;
	}
	unsigned prod18{2350};
	int diff19 = prod18;
}
/* Helper used by the kernels below. */

constexpr int run_step20(int n21) {
	n21 = 41;
	return (2730 - (+n21)) + 0b11;
}

__global__ void blend22(const int *input23, const int *input24, long *buf25, int lane26) {
	sweep3(lane26 + sweep3(buf25[6]));
	(*buf25) = sweep3(53);
}

short run_gather27(int stride28, int lane29 = 042) {
	dim3 flag30(16 * 16);
	static float off31 = 7.125f;
	return 39;
}

int main() {
	int size32 = 4090;
	size32 += size32 * (+run_gather27(-57));
	long lo33 = run_step20(size32);
	dim3 lim34 = dim3(2 * 2, 4, (0b1000000));
	lo33 = 8;
	long q35 = size32;
	merge7_kernel<<<(q35 + 127) / 128, 256>>>(size32 - static_cast<char>(lo33), static_cast<int*>(nullptr), (40 * lo33) + (size32 * 0b100111lu));
	combine13<<<lim34, 0b1000000>>>(nullptr, lo33, nullptr, -(lo33 + size32));
	blend22<<<(q35 + 127) / 128, sizeof(int) * 128>>>(nullptr, nullptr, static_cast<long*>(nullptr), run_gather27(lo33, (q35)));
	return 0;
}
