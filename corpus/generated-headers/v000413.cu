// cudagen 0.2 seed 413 valid headers
// features: kernel,restrict_params,launch,builtin_vars,device_function,device_noinline,main,shared_var,extern_shared,struct,struct_methods,aligned_struct,if,for,pragma_unroll,static_assert,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,cast_c,cast_static,macro_paste,hdr_cmath,hdr_tuple
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <type_traits>
#include <tuple>

#define CAT_1(a, b) a##b
template <typename F>
__global__ void applyEach2(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}

struct alignas(8) Pixel3 {
	float id4;
	unsigned count5;
	__host__ __device__ float total6() const
	{
		return count5;
	}
};

__device__ __noinline__ int pack7(int stride8)
{
	int stride9 = static_cast<int>(stride8);
	#pragma unroll 2
	for (int i10 = 0; i10 < 0xe; i10 += 1) {
		for (int j11 = 0; j11 < stride9; j11++) {
			int y12{33};
			(void)y12;
			if (warpSize < (CAT_1(stride, 8) + 0x1b)) {
				continue;
			}
			int flag13 = 0x8 - ((unsigned)(threadIdx.x << 2));
			(void)flag13;
		}
		if ((-i10) == stride9) {
			return stride8;
		}
	}
	return ~threadIdx.y;
}

inline __device__ unsigned int count14(double* __restrict__ acc15, int len16)
{
	#pragma unroll
	for (int i17 = 0; i17 < len16; ++i17) {
		int lim18 = ((unsigned)acc15[i17]) % 6;
		(void)lim18;
	}
	#pragma unroll 2
	for (int it19 = len16; it19 > 0; --it19) {
		static_assert(sizeof(int) == 4, "tile must fit");
		(++acc15[it19 & 7], ((*acc15) /= blockDim.x % it19));
	}
	return len16;
}

__global__ void trace20_kernel(int* acc21)
{
	extern __shared__ int dyn_22[];
	unsigned int i23 = (blockIdx.x * blockDim.x) + threadIdx.x;
	Pixel3 tmp24 = Pixel3{2.f, 561ul};
	int r25(0xbd3);
	(void)r25;
	tmp24 = Pixel3{3.0f, i23};
	double diff26((size_t)24);
	(void)diff26;
}

int main()
{
	int count27 = 2560;
	(void)count27;
	int e28 = 48;
	if (!(e28 != e28)) {
		return 4976 - static_cast<signed char>(e28);
	}
	floorf(sqrtf(static_cast<short>(-0x1364)));
	std::tuple<int, float, double> tup29{e28, 2.0f, 3.0};
	int y30 = std::get<0>(tup29) + static_cast<int>(std::get<double>(tup29)) + static_cast<int>(std::tuple_size<decltype(tup29)>::value);
	y30 = 0x4LL;
	trace20_kernel<<<(y30 + 255) / 256, (64)>>>(&y30);
	return 0;
}
