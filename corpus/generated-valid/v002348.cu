// cudagen 0.1 seed 2348 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,device_function,host_device_function,device_template_function,host_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,struct,struct_methods,operator_overload,using_alias,if,if_init,while,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_stringize,macro_paste,macro_statement
#include "prelude.cuh"

#define TILE_DIM_1 128
#define TILE_DIM_2 (16)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

unsigned short run_pack7(int count8, int lane9) {
	static_assert(49 == 49);
	bool h10 = (count8 + (TILE_DIM_1 + lane9)) >= (lane9 % lane9);
	return 31;
}

struct Node11 {
	int weight12;
	float count13;
	__host__ __device__ void reset14(float lim15) {
		lim15 *= sizeof(float);
	}
	__host__ __device__ void apply16(int u17) {
		float mid18[7] = {};
	}
};

inline __host__ __device__ Node11 operator+(Node11 a, Node11 b) {
	Node11 r = a;
	r.weight12 += b.weight12;
	r.count13 += b.count13;
	return r;
}

template <typename T, int N>
__global__ void fold19_kernel(T* out20, T beta21, const T* __restrict__ coef22) {
	if (long w23 = 0x2CU - static_cast<unsigned>(out20[6] * 1599); out20[w23] >= (w23 % (N - w23))) {
		long idx24[6] = {0xfc6L, w23, 0x1L, w23, w23};
		w23 = ((out20[0x4] + coef22[w23]) * (46ULL + beta21)) + 6;
		double m25 = 0x1E9 + ((T)(idx24[w23] | idx24[5]));
	}
	int pass26 = 0;
	while (pass26 < pass26) {
		T acc27 = coef22[0b111] + (-coef22[pass26]);
		T* w28 = out20;
		++pass26;
	}
}

template <class T, int N = 4>
__host__ __device__ T probe29(T beta30, const T* __restrict__ coef31) {
	float v32[2] = {static_cast<float>(46), 10.875f};
	v32[0b1] = 1;
	return v32[0];
}

template <typename T, class U>
__global__ void grow33(const T* __restrict__ coef34, int n35, unsigned char* dst36, const U* __restrict__ coef37) {
	extern __shared__ int dyn_38[];
	size_t z39 = coef37[3] * ((!(coef34[4] == dst36[n35])) ? (sizeof(long long) + (*dst36)) : coef34[2]);
	int e40 = dst36[2] ^ z39;
}
using ptr41_t = int*;

template <typename T, int N = 2>
__device__ T smooth42(T beta43) {
	if (beta43 >= (beta43)) {
		beta43 = N + ((beta43 <= beta43) ? CAT_6(beta, 43) : N);
		beta43++;
		beta43 = (N / static_cast<int>(beta43)) / beta43;
	}
	return beta43;
}

constexpr int check_pivot44(int stride45, int len46) {
	auto x47 = 1.5f;
	x47++;
	return 43;
}

int main() {
	int n48 = 0xde;
	const char* cnt49 = STR_5(x + 1);
	n48--;
	fold19_kernel<int, 7><<<(n48 + 31) / 32, TILE_DIM_2 + 496, 0>>>(static_cast<ptr41_t>(nullptr), (int)cnt49[1], &n48);
	grow33<int, unsigned int><<<(n48 + 31) / 040, (TILE_DIM_2 + 16) * 0x4>>>(&n48, 0x4 << (CAT_6(n, 48) - n48), nullptr, (const unsigned*)nullptr);
	return 0;
}
