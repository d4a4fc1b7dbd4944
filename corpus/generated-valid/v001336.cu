// cudagen 0.1 seed 1336 valid
// features: kernel,kernel_static,kernel_from_macro,launch_bounds,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_forceinline,host_device_function,main,shared_var,shared_2d,local_array,const_local,typedef,namespace,nested_namespace,if,if_else,goto,static_assert,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_functional,cast_static,cast_reinterpret,sizeof,macro_function,comments
#include "prelude.cuh"

__device__ float mix1(unsigned int beta2) {
	--beta2;
	const double f3 = beta2 * (2405 * (beta2 ^ 30U));
	return static_cast<int>(38);
}

__global__ void bias4(int len5) {
	len5 = len5 + len5;
	static_assert(14 == 0xE, "tile must fit");
	int flag6[6]{0b1010u, len5, 01572, 4819, 9, 19U};
	flag6[5] <<= 3;
	__shared__ float sh_7[32];
}
#define DEFINE_MAP_KERNEL_8(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_8(map_combine9, double)

inline __host__ __device__ char scale10(float b11, int lane12, int len13) {
	lane12++;
	++lane12;
	len13--;
	--b11;
	return b11;
}

namespace util14::inner15 {
typedef unsigned idx16_t;
} // namespace util14::inner15

namespace math17 {
typedef float real18_t;
} // namespace math17
// Computes one element per thread.

__host__ __device__ unsigned int lerp19(float p20) {
	long q21{long(sizeof(signed char) + p20)};
	util14::inner15::idx16_t res22[2] = {};
	return int(q21);
}

static __global__ void step23_kernel(const util14::inner15::idx16_t *src24, math17::real18_t *data25, int *buf26, const long *src27) {
	(*data25)++;
	math17::real18_t k28 = data25[0];
	k28 = static_cast<long>(sizeof(float));
	__shared__ double sh_29[32];
	__shared__ math17::real18_t sh_30[2 * 0x2][6];
	signed char y31{0x7F};
	unsigned long long stride32 = (0x38U) + int(*data25);
}

__global__ void __launch_bounds__(sizeof(unsigned int) * 32, 0x4) step33_kernel(math17::real18_t *buf34, bool a35) {
	--(*buf34);
	__shared__ int sh_36[32];
	(*buf34) += a35;
	const int k37 = ((sh_36[0x1f] | 56L) >= (a35 / buf34[2])) ? lerp19(31) : ' ';
}

namespace img38 {
typedef int idx39_t;

__device__ __forceinline__ math17::real18_t bias40(img38::idx39_t len41, int stride42) {
	if (len41 != lerp19(len41)) {
		long long e43 = scale10(-13.375f, stride42 >> sizeof(int), len41 * stride42) | 8;
	}
	if (len41 < (stride42 + len41)) {
		++stride42;
		int val44 = len41;
	} else {
	}
	return lerp19(stride42);
}

__global__ void __launch_bounds__(1 << 0x7, 1) spread45_kernel(int *out46, const int *input47, float *dst48) {
	if (16 < out46[5]) {
		goto finish53;
	}
	if (((*input47) | 1u) >= ((*dst48) += dst48[2], input47[7])) {
		++out46[3];
		__shared__ int sh_49[16];
		__shared__ math17::real18_t sh_50;
	} else if ((*out46) == lerp19(dst48[0])) {
		const int *lim51 = reinterpret_cast<const int*>(dst48);
		(dst48[0x7]--, (out46[1] += 0x10));
		__shared__ double sh_52[0x20];
	}
finish53:;
}
} // namespace img38

int main() {
	int size54 = 0xfb6;
	dim3 w55((0x8), sizeof(int) * 0100, 64);
	size54 %= ~((size54 > size54) ? ((size54 >= size54) ? 42 : 0xdULL) : size54);
	bias4<<<dim3((size54 + 127) / 128, (0x10), (64)), 0x100 * 2, sizeof(float) * 0x20>>>(size54);
	map_combine9<<<0x1 << 0x9, dim3(0x1, (size54 + 0x3F) / 64, (size54 + 127) / 128)>>>(nullptr, scale10(07243, 0b101100L, size54 / 8));
	step23_kernel<<<16, 64>>>(nullptr, nullptr, &size54, nullptr);
	return 0;
}
