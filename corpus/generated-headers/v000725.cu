// cudagen 0.2 seed 725 valid headers
// features: kernel,kernel_static,launch_bounds,launch,launch_shared_mem,main,constexpr_var,if,bitwise,comparison,pointer_arith,call,lit_int_suffix,lit_float,lit_nullptr,sizeof,macro_object,macro_function,comments,exceptions
#include <cuda_runtime.h>
#include <algorithm>
#include <cstdio>
#include <cub/block/block_reduce.cuh>

#define CHUNK_1 8
#define HALF_2(x) ((x) / 2)
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
struct Failure7 {
	int code;
};
int check9(int v) {
	if (v > 22) {
		throw v;
	}
	return v;
}
int guarded8(int x) noexcept {
	try {
		return check9(x);
	} catch (const Failure7 &e) {
		return e.code;
	} catch (int e) {
		return e + 1;
	} catch (...) {
		return 0;
	}
}
// Helper used by the kernels below.

static __global__ void __launch_bounds__(32, 4) shade10(signed char b11, const int *coef12)
{
	unsigned y13{24ul};
	if ((+y13) >= CHUNK_1) {
		return;
	}
}

int main()
{
	int size14 = 2203;
	constexpr float w15 = 13.75f;
	(void)w15;
	shade10<<<(size14 + 63) / 64, (CHUNK_1 + (CHUNK_1 + 16)) * CHUNK_1, sizeof(float) * 64>>>((4 - size14) & guarded8(size14), nullptr);
	return 0;
}
