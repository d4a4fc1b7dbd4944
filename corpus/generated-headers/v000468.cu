// cudagen 0.2 seed 468 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,host_function,constexpr_function,main,constant_var,constexpr_var,struct,operator_overload,aligned_struct,namespace,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,macro_object,macro_paste,macro_statement,bit_field,if_constexpr,hdr_cmath,hdr_cstdio
#include <cuda_runtime.h>
#include <vector>
#include <cstdio>

#define NUM_ITERS_1 32
#define TILE_DIM_2 (8 * 8)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

struct alignas(16) Stats7 {
	int z8;
	unsigned short flag9;
	bool vel10;
	unsigned long mass11;
};

inline __host__ __device__ Stats7 operator+(Stats7 a, Stats7 b) {
	Stats7 r = a;
	r.z8 += b.z8;
	r.flag9 += b.flag9;
	r.mass11 += b.mass11;
	return r;
}
struct Flags12 {
	unsigned int f0 : 3;
	unsigned short f1 : 7;
	unsigned f2 : 2;
};
__device__ int pack13(int x) {
	Flags12 b{};
	b.f0 = static_cast<unsigned>(x) & 7u;
	b.f1 = 68;
	b.f2 = static_cast<unsigned>(x) & 3u;
	return static_cast<int>(b.f0) + static_cast<int>(b.f1) + static_cast<int>(b.f2);
}
__constant__ float c_sweep14 = 3lu;

namespace img15 {
constexpr __host__ int host_merge16(int len17, long a18) {
	len17 = a18;
	return 27 * (((int)len17) - len17);
}

template <typename T>
__global__ void pack19(const T* in20, const T* __restrict__ coef21) {
	T s22 = c_sweep14;
	s22 = 21;
	T k23 = pack13((s22 + 053ULL) - in20[0]);
	s22 = sqrtf(in20[7]);
	k23 = ((unsigned)fmaxf(in20[4], k23)) - c_sweep14;
}
} // namespace img15

int main(void) {
	int size24 = 623;
	size24 = 1388 - cosf(floorf(49));
	size24 = 41;
	printf("lane %d\n", static_cast<int>(size24));
	expf((size24 * size24) - (size24 - TILE_DIM_2));
	if constexpr (sizeof(void *) == 8) {
	} else {
	}
	img15::pack19<float><<<(size24 + 63) / 64, (TILE_DIM_2 + 0700), 0>>>(nullptr, nullptr);
	return 0;
}
