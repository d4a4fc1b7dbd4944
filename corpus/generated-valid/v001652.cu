// cudagen 0.1 seed 1652 valid
// features: kernel,kernel_from_macro,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,main,struct,aligned_struct,using_alias,if,for,goto,static_assert,ternary,comparison,comma,pointer_arith,address_of,array_index,lit_int_binary,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste
#include "prelude.cuh"

#define RADIUS_1 32
#define SQR_2(x) ((x) * (x))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

__global__ void __launch_bounds__(RADIUS_1 * 8) pivot6(int *__restrict__ acc7, int *out8, const int *__restrict__ input9, unsigned long long *acc10) {
	unsigned i11 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (SQR_2(*acc7) <= (*input9)) {
		goto done12;
	}
	if ((acc10[threadIdx.x] - out8[i11]) >= acc10[5]) {
		return;
	}
	out8[4] = +((!input9) ? i11 : (sizeof(int)));
done12:;
}
#define DEFINE_MAP_KERNEL_13(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_13(map_sweep14, double)
static_assert(sizeof(int) == 4, "bad config");
using idx15_t = int;
#define DEFINE_MAP_KERNEL_16(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_16(map_reduce17, float)

struct alignas(16) Bounds18 {
	long long weight19;
	float w20;
	double vel21;
};

int main() {
	int count22 = 1604;
	map_reduce17<<<32 * 2, dim3((count22 + 255) / 256)>>>((float*)nullptr, CAT_5(count, 22));
	map_reduce17<<<dim3(32, (count22 + 0b1111111) / 128), 64>>>((float*)nullptr, count22);
	for (int j23 = 0, j24 = count22; j23 < j24; (++j23, (--j24))) {
		count22 = static_cast<float>(j23 - sizeof(long)) + (j23 * 51);
		pivot6<<<8, RADIUS_1>>>(&count22, &count22, &count22, (unsigned long long*)nullptr);
	}
	map_sweep14<<<(count22 + 255) / 256, sizeof(int) * (RADIUS_1 + RADIUS_1)>>>(nullptr, count22);
	return 0;
}
