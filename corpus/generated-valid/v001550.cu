// cudagen 0.1 seed 1550 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,host_function,main,device_var,shared_var,shared_2d,constexpr_var,local_array,auto_var,anon_namespace,if,if_init,for,pragma_unroll,do_while,goto,nested_block,static_assert,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_static,sizeof,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

__global__ void count4_kernel(const float* coef5) {
	__shared__ int sh_6[64];
	auto diff7 = coef5[gridDim.x & 7] == sh_6[25];
	if ((coef5 != nullptr) && (!diff7)) {
		goto finish8;
	}
	--sh_6[41];
finish8:;
}

namespace {
__device__ float probe9(int n10) {
	float base11[5] = {};
	__shared__ int sh_12;
	constexpr unsigned res13 = 58UL;
	sh_12 = res13 / n10;
	float lo14 = 8.5f;
	--lo14;
	return base11[blockIdx.z];
}
} // namespace

__device__ int bump15(int len16, int lane17) {
	__shared__ int sh_18[(3)][5];
	{
		__shared__ long sh_19;
		lane17 %= 29;
	}
	return 41;
}

template <typename T, int N>
__global__ void rank20(T cfg21, int lane22) {
	unsigned int i23 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (i23 >= lane22) {
		return;
	}
	lane22 *= 0x3E;
	T lo24 = i23 + 8.375;
	short prod25[5] = {static_cast<short>(16.0), 53ul, short(blockIdx.x + 38), static_cast<short>(probe9(lo24))};
	static_assert(12 == 12, "tile must fit");
	if ((warpSize) != gridDim.y) {
		return;
	}
}
inline constexpr long BLOCK26 = (7);

inline __device__ float split27(int stride28, unsigned a29, double q30) {
	if (int val31 = ((stride28 * warpSize) + BLOCK26) - ((threadIdx.z > 27) ? stride28 : ((0x35lu < stride28) ? a29 : a29)); (threadIdx.x & 1)) {
		stride28 -= val31;
	}
	stride28 ^= bump15(BLOCK26, 3940lu) + 2670UL;
	stride28 ^= 61ul;
	return stride28;
}
__device__ int d_step32 = 07124;
static_assert((BLOCK26 + 34) > 40, "expected value");

__global__ void __launch_bounds__(64) kick33(const double* __restrict__ coef34) {
	if (bool w35 = d_step32 > (0x1F + coef34[3]); ((w35 * threadIdx.x) & 1)) {
		#pragma unroll 8
		for (int it36 = 0; it36 < d_step32; it36 += 1) {
			d_step32 -= BLOCK26;
			split27(it36, split27(*coef34, 48 + coef34[it36 & 7], bump15(BLOCK26, 2248)), (BLOCK26 - w35) - split27(coef34[4], w35, w35));
		}
	}
}

void run_spread37(const int* coef38, unsigned int* dst39, float q40) {
	if ((*coef38) < BLOCK26) {
		goto skip42;
	}
	for (int n41 = 0x0; n41 < (4 * 2); ++n41) {
		count4_kernel<<<dim3((n41 + 63) / 64), 64 * 8, sizeof(double) * 0200>>>(&q40);
		if (42 <= (q40)) {
			return;
		}
	}
skip42:;
}

int main() {
	int size43 = 04544;
	if ((size43 != size43) && (size43 != 31ul)) {
		return sizeof(float);
	}
	int pass44 = 0;
	do {
		if (size43 == pass44) {
			return 017;
		}
		long x45[0x5]{40, long(pass44), 34, BLOCK26, 10};
		++pass44;
	} while (pass44 < 5);
	rank20<double, 0x2><<<dim3((pass44 + 0x1f) / 0x20, (pass44 + 255) / 256, (2)), dim3(0x10, (size43 + 127) / 0200)>>>(pass44, BLOCK26 * pass44);
	kick33<<<(BLOCK26 + 25) * 4, 128, 0>>>(nullptr);
	return 0;
}
