// cudagen 0.1 seed 1113 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,launch_stream,host_device_function,host_function,default_args,main,shared_var,static_shared,constexpr_var,struct,operator_overload,aligned_struct,if,for,switch,goto,nested_block,static_assert,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_char_prefix,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_statement,comments
#include "prelude.cuh"

#define RADIUS_1 64
#define BLOCK_SIZE_2 32
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

__host__ __device__ float apply4(float a5) {
	float* prod6 = &a5;
	for (int i7 = 0; i7 < 7; ++i7) {
		if ((61l <= (i7 + U'a')) || ((i7 & 0b1) || (i7 >= i7))) {
			long u8 = *prod6;
			constexpr long cnt9 = (4);
		}
		++prod6[i7];
	}
	unsigned char tmp10{19};
	return sizeof(int);
}

__global__ void decay11(int len12, int len13) {
	len12 = len12;
	if ((len13 * len13) >= '\a')
		return;
}

struct alignas(8) Stats14 {
	double count15;
	unsigned int y16, count17;
	int mass18;
};

inline __host__ __device__ Stats14 operator+(Stats14 a, Stats14 b) {
	Stats14 r = a;
	r.count15 += b.count15;
	r.y16 += b.y16;
	r.count17 += b.count17;
	r.mass18 += b.mass18;
	return r;
}
constexpr float kS19 = 2.0f;

template <typename T, int N>
__global__ void smooth20_kernel(T* dst21, const T* in22, const T* in23, const T* input24) {
	dst21[0b111] = in22[0];
	__shared__ Stats14 sh_25[8];
	if ((sh_25[4].mass18 + 33) != dst21[4]) {
		goto done28;
	}
	{
		++dst21[4];
		if ((T(in23[4]) / (N << sh_25[1].count17)) != (0b1010ULL | sh_25[3].mass18)) {
			float s26 = ((N - sh_25[0].count17) * (sh_25[1].y16 + 7)) ^ (10 + sh_25[4].count17);
			T off27{9};
		}
	}
done28:;
}

template <typename T, int N>
__global__ void count29_kernel(T* dst30, unsigned int beta31, const int* in32) {
	if ((dst30[0b11] += 0b10000, apply4(N)) >= 16) {
		static __shared__ unsigned char sh_33[(16)];
		apply4((8.5f + beta31) - (7.0f * beta31));
	}
}
/* Computes one element per thread. */

inline __host__ __device__ float pack34(int lane35 = 0b100011U) {
	switch (int(lane35)) {
	case 11:
		break;
	default:
		lane35 = (lane35 + lane35) | (lane35 + 4622);
		break;
	}
	if (0b1010 == int(lane35))
		return (double)apply4(lane35);
	if (lane35 <= 32U)
		return (lane35 + kS19);
	return lane35;
}

void split36(int count37) {
	for (int n38 = 0; n38 < 3; n38++) {
		count37 = pack34();
		for (int j39 = (10); j39 > 0; --j39) {
			static_assert((BLOCK_SIZE_2 + 18) > 49, "tile must fit");
			count29_kernel<float, 0b101><<<(n38 + 31) / 32, RADIUS_1 + (BLOCK_SIZE_2 + BLOCK_SIZE_2)>>>((float*)nullptr, apply4(j39), &j39);
		}
	}
}

int main() {
	int size40 = 3735;
	Stats14 prod41{9.25, 0b10010, 6u, 6};
	prod41.y16++;
	apply4(kS19);
	decay11<<<BLOCK_SIZE_2 + BLOCK_SIZE_2, (32), 1 << 10, 0>>>(-47, (61 & prod41.mass18) % prod41.count17);
	smooth20_kernel<double, 7><<<BLOCK_SIZE_2 + (RADIUS_1 + 32), (BLOCK_SIZE_2 + 480), sizeof(int) * 64, nullptr>>>((double*)nullptr, (const double*)nullptr, nullptr, nullptr);
	return 0;
}
