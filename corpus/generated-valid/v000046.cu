// cudagen 0.1 seed 46 valid
// features: kernel,kernel_extern_c,launch_bounds,restrict_params,launch,device_function,device_forceinline,host_device_function,host_function,main,shared_var,extern_shared,constexpr_var,const_local,struct,if,if_else,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_function,macro_paste,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifndef USE_FAST_PATH_4
#define TUNE_5 15
#else
#define TUNE_5 29
#endif

__host__ __device__ size_t spread6(int stride7) {
	stride7 = 0x1e;
	unsigned int v8 = CAT_3(stride, 7) * (alignof(char) % stride7);
	int off9 = MOD8_1(v8);
	return v8;
}

__global__ void __launch_bounds__(64) trace10(const int *input11) {
	if (!(sizeof(int) <= input11[3]))
		return;
	__shared__ int sh_12[32];
	sh_12[13] += input11[5];
}
/* Returns the accumulated value. */

struct Particle13 {
	unsigned long flag14;
	double z15;
	float vel16;
	float x17;
};

__host__ __device__ void shade18(unsigned int p19, const Particle13 &a20) {
	if (a20.z15 > a20.x17)
		return;
	(p19++, (p19 += static_cast<unsigned>(TUNE_5)));
	p19 = (63 * a20.flag14) ^ 35lu;
}

extern "C" {
__device__ __forceinline__ void scatter24(float alpha25, const float *__restrict__ input26) {
	if ((*input26) <= static_cast<int>(-alpha25)) {
		const unsigned long long r27 = 11 / (alpha25 += alpha25, (*input26));
	}
	int k28 = (alpha25 += input26[6], ((float)alpha25));
}

__global__ void merge21(int len22, const float *src23) {
	len22 ^= (len22 | MOD8_1(len22)) + (len22 - CAT_3(len, 22));
	len22 |= (len22 += 4332l, static_cast<unsigned char>((*src23) / CAT_3(len, 22)));
	len22 |= 46;
}
}
// NOTE: keep in sync with the host reference.

__global__ void accum29(const float *in30, int stride31, unsigned int *__restrict__ dst32, const double *coef33) {
	extern __shared__ int dyn_34[];
	if ((stride31 * (TUNE_5 & stride31)) <= (4692 - coef33[0x5])) {
		if ((*dst32) - (*dst32)) {
			(*dst32) -= in30[stride31] + ((0x3D) * (dst32[stride31 & 0x7] * 21));
			__shared__ float sh_35[16];
		}
		Particle13 h36{59ULL, 23.875, 339L, -5.75F};
	} else {
	}
}

__host__ __device__ double tally37(unsigned int a38) {
	Particle13 base39 = Particle13{60L, -.75, 2.0f, 14.5F};
	Particle13 mid40{46, 1241lu, 7.0f, static_cast<float>((base39.flag14 += a38, base39.z15))};
	return MOD8_1(mid40.flag14 + a38);
}

int check_mix41(int stride42) {
	if ((stride42 & TUNE_5) < 63) {
		merge21<<<sizeof(unsigned int) * 2, 0x20>>>(4219LL, nullptr);
		int y43 = stride42;
		int flag44 = ((stride42 | 14) * sizeof(int)) & ((0x5ul & y43) * ((unsigned char)y43));
	}
	stride42 += CAT_3(stride, 42) + (0x2C ^ (CAT_3(stride, 42) - 0x2C));
	int diff45(MOD8_1((stride42 += stride42, (-stride42))));
	diff45 = diff45;
	return (3 / diff45) - stride42;
}

int main() {
	int size46 = 0x7fb;
	size46 += 5 + ((size46 * 0x3c) & TUNE_5);
	size46 %= ((long)MOD8_1(size46)) * (63ULL + (size46 + size46));
	if (size46 > size46)
		return TUNE_5 * size46 * ((float)17.625f);
	if ((MOD8_1(size46) != 0x33) && (sizeof(unsigned int) != (size46 + TUNE_5))) {
		if (CAT_3(size, 46) == size46)
			return (unsigned long long)39;
		const long h47 = MOD8_1((size46)) - 14;
	}
	trace10<<<(size46 + 0xFF) / 256, TUNE_5 + 227>>>(nullptr);
	accum29<<<(size46 + 31) / 0x20, 128>>>(nullptr, MOD8_1((size46)), static_cast<unsigned int*>(nullptr), nullptr);
	return 0;
}
