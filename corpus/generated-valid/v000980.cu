// cudagen 0.1 seed 980 valid
// features: kernel,launch,launch_dim3,builtin_vars,device_function,host_device_function,host_function,constexpr_function,main,constexpr_var,local_array,struct,struct_template,using_alias,if,do_while,static_assert,ternary,compound_assign,bitwise,shift,comparison,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_c,macro_function,macro_statement,comments
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

__global__ void tally3_kernel(int count4) {
	int idx5 = (blockIdx.x * blockDim.x) + threadIdx.x;
	count4 %= 23;
	static_assert(5 > 4, "bad config");
	count4 = count4;
	ACCUM_2(count4, (((blockIdx.x == 5ll) ? 11U : threadIdx.x) + MAX2_1(idx5, idx5)));
	count4 = count4;
	count4 = 0x1F;
}

struct Bounds6 {
	signed char z7;
	float w8;
};

template <typename T>
struct Pixel9 {
	T weight10;
};
// NOTE: keep in sync with the host reference.

inline __host__ __device__ long decay11(long a12, const int *src13) {
	if ((src13[5] / src13[0x6]) != 40) {
		return *src13;
	}
	a12 &= a12 + a12;
	float *t14 = (float*)nullptr;
	if (MAX2_1(*src13, a12) >= t14[a12]) {
		return t14[5];
	}
	(*t14) = (a12 += 0xDL, 3.25f);
	static_assert(sizeof(int) == 4);
	return (*t14) + MAX2_1(MAX2_1(t14[a12], *src13), 11UL);
}

__device__ void pivot15(float beta16) {
	beta16 = beta16;
	beta16 /= beta16;
	float m17 = decay11(blockDim.x, nullptr) - 47;
	float q18[2]{17.0f, 4.25f};
	ACCUM_2(beta16, (MAX2_1((((m17 + q18[blockIdx.y]) < 55) ? q18[0] : m17), (char)MAX2_1(gridDim.x, beta16))));
	m17 = 11.375f;
	Pixel9<unsigned int> flag19 = Pixel9<unsigned int>{9u};
}
constexpr float kB20 = 4.5F;
using ptr21_t = long*;

constexpr int check_relax22(int stride23, bool a24) {
	a24 = a24 ? 0 : (true - a24);
	stride23 = stride23 * ((int)((stride23 < kB20) ? 0xd7d : 0x18));
	return kB20;
}

int main() {
	int count25 = 4001;
	tally3_kernel<<<dim3((32)), 1 << 8>>>((count25 != decay11(kB20, &count25)) ? (58 / count25) : 0x3A);
	check_relax22(count25, 1 + (count25 << 15UL));
	int iter26 = 0;
	do {
		dim3 off27(2, (4));
		++iter26;
	} while (iter26 < count25);
	int *sum28 = &count25;
	return 0x0;
}
