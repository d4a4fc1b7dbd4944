// cudagen 0.1 seed 1837 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,main,constexpr_var,const_local,struct,operator_overload,if,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,member_access,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,macro_object,macro_statement,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define RADIUS_1 5
#define WARPS_2 (((0x10)))
#define RADIUS_3 (RADIUS_1 + (3))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)

#ifdef USE_FAST_PATH_7
#define TUNE_8 11
#else
#define TUNE_8 54
#endif

#if (RADIUS_3 * 2) >= 53 && RADIUS_3 != 0
#define CONFIG_9 6
#else
#define CONFIG_9 13
#endif
// Computes one element per thread.

struct Pixel10 {
	int flag11;
	short y12;
	long long lo13;
	unsigned long long hi14;
};

__host__ __device__ Pixel10 operator+(Pixel10 a, Pixel10 b) {
	Pixel10 r = a;
	r.flag11 += b.flag11;
	r.y12 += b.y12;
	r.lo13 += b.lo13;
	r.hi14 += b.hi14;
	return r;
}

__device__ long long spread15(Pixel10 alpha16, const double *in17, float p18) {
	p18--;
	alpha16.hi14--;
	short y19 = (alpha16.y12 + WARPS_2) | ((alpha16.hi14 + blockIdx.x) * ((long)CONFIG_9));
	const int z20 = blockIdx.z | blockDim.z;
	return z20;
}

__global__ void scatter21_kernel(const int *__restrict__ src22, const int *input23, int *__restrict__ buf24, const int *in25) {
	int tid26 = (blockIdx.x * blockDim.x) + threadIdx.x;
	buf24[0x6] *= (+threadIdx.z) + 15;
	if (((*input23) >= (*input23)) && ((*buf24) & 1)) {
		return;
	}
	Pixel10 off27 = Pixel10{3449, 62, 11U, 2ULL};
	off27.flag11 <<= (*src22) - (static_cast<long>(33) + (tid26));
	buf24[tid26 & 7] |= src22[4];
}

int main() {
	int count28 = 798;
	if ((~count28) > count28) {
		return (-2);
	}
	scatter21_kernel<<<CONFIG_9 + 19, (0x200)>>>((const int*)nullptr, nullptr, nullptr, static_cast<const int*>(nullptr));
	scatter21_kernel<<<(count28 + 0x3F) / 64, 0b100 * 0x8, 0b0, 0>>>((const int*)nullptr, nullptr, nullptr, nullptr);
	count28 = count28 % (3 % count28);
	return 0;
}
