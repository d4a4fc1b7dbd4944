// cudagen 0.1 seed 76 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,host_function,main,shared_var,extern_shared,constexpr_var,auto_var,struct,operator_overload,if,shift,comparison,comma,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define BLOCK_SIZE_1 64
#define CHUNK_2 16
#define LOW_BITS_3(x) ((x) & 0xF)
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_5
#define TUNE_6 11
#else
#define TUNE_6 39
#endif
#if BLOCK_SIZE_1 % 2 == 0 || BLOCK_SIZE_1 < 4
#define CONFIG_7 8
#elif BLOCK_SIZE_1 < 0
#error unreachable configuration
#else
#define CONFIG_7 28
#endif

int combine8(int len9, float a10) {
	constexpr int acc11 = 43;
	a10 = (CHUNK_2) + ((-len9) >> LOW_BITS_3(len9));
	len9 = CONFIG_7;
	if ((len9 += acc11, acc11) <= sizeof(int)) {
		return LOW_BITS_3(len9);
	}
	return acc11;
}

struct Sample12 {
	int val13;
	unsigned long long id14;
	int z15;
};

inline __host__ __device__ Sample12 operator+(Sample12 a, Sample12 b) {
	Sample12 r = a;
	r.val13 += b.val13;
	r.id14 += b.id14;
	r.z15 += b.z15;
	return r;
}

template <typename T, typename U>
__global__ void update16(T *dst17) {
	extern __shared__ int dyn_18[];
	if (((*dst17) - dyn_18[0]) <= dyn_18[1]) {
		return;
	}
	U diff19 = 58;
	constexpr int t20 = (7);
	if (dst17[4] != (dyn_18[0x6] + 3)) {
		return;
	}
	unsigned e21(diff19);
	const U *k22 = &diff19;
	Sample12 prod23 = Sample12{48ull, 13, static_cast<int>(t20)};
}

template <typename T, int N>
__global__ void scale24_kernel(T *out25, int *dst26, T cfg27) {
	extern __shared__ int dyn_28[];
	dst26[1] = 0x18;
	auto x29 = dyn_28[5] << dyn_28[3];
}

__global__ void pack30_kernel(Sample12 b31, long *data32, float *acc33, long a34) {
	float q35 = data32[a34];
	Sample12 val36 = {-25, 5ULL, static_cast<int>(-39)};
	Sample12 m37 = {static_cast<int>(b31.z15 - 56), 60l, 8};
	if ((acc33[1] * 495U) != m37.z15) {
		return;
	}
}

int main() {
	int len38 = 03321;
	update16<int, unsigned><<<0x4 * 2, 512>>>(&len38);
	dim3 base39((len38 + 63) / 64, (len38 + 63) / 64, 2 * 2);
	scale24_kernel<int, 5><<<1 << 7, 32>>>(&len38, nullptr, (float)8.75F);
	pack30_kernel<<<sizeof(unsigned int), 1 << 9>>>(Sample12{'0', 19, 'z'}, (long*)nullptr, (float*)nullptr, 04577ULL);
	return 0;
}
