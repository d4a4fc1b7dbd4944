// cudagen 0.1 seed 335 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_extern_c,launch_bounds,maxnreg,restrict_params,launch,launch_shared_mem,builtin_vars,device_function,device_forceinline,host_function,constexpr_function,main,shared_var,shared_2d,static_shared,constexpr_var,const_local,enum,if,if_init,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_statement,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
constexpr double kL2 = 6.75;

template <typename T, int N = 1>
__global__ void drift3_kernel(const T* __restrict__ src4, const T* input5, int len6, int count7) {
	int i8 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (i8 >= len6) {
		return;
	}
	len6 ^= N;
	int flag9 = N;
}
enum Color10 {
	MUL11,
	OFF12 = 2,
	MUL13 = 7,
	GREEN14,
	RED15
};
// Returns the accumulated value.

__device__ __forceinline__ int mix16(signed char cfg17) {
	if (cfg17 > 45) {
		if (constexpr int h18 = 12; (cfg17 & cfg17) < (h18 * cfg17)) {
			cfg17 *= 2L;
			__shared__ unsigned int sh_19[16][10];
		}
	}
	int z20 = ((51u % threadIdx.x) - 19) + 1980;
	z20--;
	long s21 = threadIdx.y + (z20 * z20);
	return 25LL;
}

constexpr int host_split22(int n23) {
	n23 = ((n23 - (n23 | 43)) <= n23) ? 3 : kL2;
	n23--;
	return ((n23 == 14) ? (n23 - MUL11) : (n23 + n23)) % n23;
}

extern "C" {
__global__ void tally24(const float* __restrict__ in25, int* __restrict__ data26, float p27, unsigned int cfg28) {
	p27--;
	cfg28 -= sizeof(float) * (in25[3] * kL2);
}
}
/* Returns the accumulated value. */

template <class T, int N>
__global__ void __maxnreg__(128) spread29(T* dst30, const T* src31, T* buf32) {
	int idx33 = threadIdx.x;
	const T lo34 = kL2;
	buf32[3] *= ((idx33 * threadIdx.x) ^ (~idx33)) + mix16(N);
	double acc35 = (4u * idx33) & 33;
	if ((threadIdx.x ^ 28) != threadIdx.x) {
		return;
	}
}

template <typename T>
__global__ void __launch_bounds__(256) scatter36_kernel(T b37, long long cfg38, unsigned int b39) {
	int gid40 = (blockIdx.x * blockDim.x) + threadIdx.x;
	__shared__ float sh_41[(RED15 + 7)][2];
	b39 = mix16(4);
	static __shared__ float sh_42;
	sh_42 = 24.0f;
	if (mix16(cfg38) <= b37) {
		return;
	}
	sh_41[cfg38][threadIdx.x & 1] = (MUL11 + sh_42);
}
/* Computes one element per thread. */

__device__ __forceinline__ void split43(unsigned char a44, unsigned int q45) {
	q45 &= 48 + mix16((long)q45);
	--a44;
	a44 = q45 / (~('\a' & a44));
}

int main() {
	int len46 = 1767;
	tally24<<<(GREEN14 + 56) * 4, OFF12 + 126>>>(nullptr, (int*)nullptr, kL2 * (len46 * MUL13), (unsigned int)host_split22(len46));
	if (host_split22(len46) <= kL2) {
		return 1181ull * (-len46);
	}
	if (constexpr int off47 = 31; (len46 * (21 + len46)) > host_split22(len46)) {
		drift3_kernel<int, (OFF12 + OFF12)><<<16, 16 * (MUL13 + (MUL13 + 2))>>>((const int*)nullptr, nullptr, 17, ((2 > len46) ? kL2 : len46));
	}
	float* prod48 = nullptr;
	tally24<<<MUL13 + 9, RED15 + 119, 0>>>((const float*)nullptr, reinterpret_cast<int*>(prod48), ((int)GREEN14) / (prod48[7] / 8.625f), ~host_split22(len46));
	spread29<long, OFF12><<<256, (256)>>>((long*)nullptr, reinterpret_cast<const long*>(prod48), reinterpret_cast<long*>(prod48));
	scatter36_kernel<unsigned int><<<(len46 + 63) / 64, 64>>>((len46 + 18lu) - (39), (OFF12 * len46) - ((float)prod48[len46]), 14);
	return 0;
}
