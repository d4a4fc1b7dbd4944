// cudagen 0.1 seed 1951 valid
// features: kernel,launch,launch_dim3,builtin_vars,device_function,static_device_function,main,constant_var,constexpr_var,const_local,struct,struct_template,enum,if,while,switch,comparison,incdec,pointer_arith,address_of,member_access,array_index,method_call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,macro_function,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_4

#ifndef USE_FAST_PATH_4
#define TUNE_5 7
#else
#define TUNE_5 53
#endif

__global__ void fold6(int len7, int count8, int stride9, const int* coef10) {
	int i11 = threadIdx.x;
	if (count8 <= i11) {
		return;
	}
	++count8;
}

template <typename T>
struct Sample12 {
	T mass13;
	T id14;
	__host__ __device__ T get15() const {
		return id14;
	}
};
__constant__ Sample12<long> c_lerp16 = {3387lu, 35lu};
enum Level17 { IDLE18, ON19 };

__global__ void relax20(int stride21, double q22, double* dst23, const unsigned* input24) {
	unsigned int gid25 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (gid25 >= stride21) {
		return;
	}
	q22 = q22;
	int w26 = 0;
	while (w26 < 8) {
		ACCUM_3(dst23[blockDim.x], (gridDim.x));
		++w26;
	}
	q22 = c_lerp16.get15() + 15.75;
	Level17 r27 = ON19;
}
/* Helper used by the kernels below. */

static __device__ float pack28(int* out29) {
	const int u30 = (c_lerp16.mass13 - c_lerp16.id14) * c_lerp16.get15();
	out29[blockIdx.x] = 30;
	return out29[u30] - (*out29);
}

int main() {
	int size31 = 2386;
	if (size31) {
		size31 = size31;
		relax20<<<dim3((size31 + 255) / 256), 0b100000 * 16>>>(42, size31, nullptr, nullptr);
	}
	switch (size31) {
	case 7: {
		unsigned e32 = size31 - 50;
		break;
	}
	case 10: {
		const unsigned int f33 = LOW_BITS_1(LOW_BITS_1(size31) + 3);
		break;
	}
	case 6:
		break;
	case 0b11:
		break;
	}
	fold6<<<(size31 + 0b111111) / 64, 32 * (ON19 + (ON19 + (ON19 + ON19)))>>>(-22, 53 * size31, TUNE_5, (const int*)nullptr);
	return 0;
}
