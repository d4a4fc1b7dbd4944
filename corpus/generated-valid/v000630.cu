// cudagen 0.1 seed 630 valid
// features: kernel,kernel_template,launch_deduced_template_args,launch,launch_dim3,builtin_vars,device_function,device_template_function,main,shared_var,extern_shared,constexpr_var,local_array,if,while,goto,static_assert,ternary,compound_assign,bitwise,logical,comparison,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_hex_float,lit_nullptr,cast_c,cast_static,macro_object,macro_function,pp_if
#include "prelude.cuh"

#define RADIUS_1 128
#define BLOCK_SIZE_2 (32)
#define BLOCK_SIZE_3 256
#define HALF_4(x) ((x) / 2)

#if RADIUS_1 == 128
#define CONFIG_5 2
#else
#define CONFIG_5 31
#endif

inline __device__ unsigned int bump6(signed char alpha7, const int *input8) {
	int t9 = 35ull;
	unsigned char base10(input8[2]);
	alpha7 = input8[7] + HALF_4(t9);
	bool cnt11 = (blockIdx.z > input8[7]) || ((!(t9 > base10)) && (!(!input8)));
	base10 = t9;
	short hi12 = RADIUS_1;
	if (!(blockDim.x < alpha7)) {
		goto finish13;
	}
	if (HALF_4(blockDim.x) >= alpha7) {
		return blockDim.x * (*input8) * (*input8);
	}
finish13:;
	return static_cast<long>(23);
}

template <typename T, class U>
__global__ void pivot14_kernel(const U *src15, char p16, T *out17) {
	extern __shared__ int dyn_18[];
	int u19 = BLOCK_SIZE_3;
	dyn_18[p16 & 7] &= (dyn_18[threadIdx.x] || (u19 <= (threadIdx.x + p16))) ? 64 : (p16);
	int iter20 = 0;
	while ((iter20 < u19) && (HALF_4(u19) < 13)) {
		p16 = iter20;
		++iter20;
	}
	int lo21[4] = {27, u19};
}

template <class T>
__device__ float filter22(T *buf23, double *out24, float q25) {
	q25 = out24[threadIdx.x];
	if (static_cast<long long>(*buf23) != 0x3b) {
		return out24[warpSize];
	}
	out24[threadIdx.z] = HALF_4(out24[0x4]) + (-(-10.5));
	static_assert(sizeof(int) == 0b100, "bad config");
	if (((*out24) <= q25) || (q25 > threadIdx.x)) {
		return *buf23;
	}
	double stride26[8]{static_cast<double>(gridDim.y), 0x1p1, 5, 0.0f, -10.5, 5.125, 17.5F, 55L};
	int prod27[4] = {};
	return 23.875f;
}

int main() {
	int count28 = 4082;
	if ((count28 - 26) <= 0x23) {
		return HALF_4(count28);
	}
	count28 = count28;
	pivot14_kernel<<<(count28 + 63) / 0x40, dim3((count28 + 255) / 256, (count28 + 255) / 256)>>>((const double*)nullptr, CONFIG_5, static_cast<double*>(nullptr));
	return 0x0;
}
