// cudagen 0.1 seed 802 valid
// features: kernel,launch_bounds,restrict_params,launch,builtin_vars,grid_stride_loop,device_function,device_forceinline,host_function,static_host_function,main,shared_var,shared_2d,constexpr_var,auto_var,typedef,namespace,if,for,static_assert,ternary,compound_assign,bitwise,logical,comparison,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,pp_ifdef
#include "prelude.cuh"

#ifdef USE_FAST_PATH_1
#define TUNE_2 4
#else
#define TUNE_2 25
#endif

__global__ void __launch_bounds__((512)) drift3_kernel(int *out4, const float *__restrict__ src5)
{
	unsigned int tid6 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if ((*src5) >= src5[1])
		return;
	static_assert((21) > 20, "size check");
	if ((tid6 <= tid6) && (tid6 < 11))
		return;
	for (int n7 = (blockIdx.x * blockDim.x) + threadIdx.x; n7 < 4; n7 += blockDim.x * gridDim.x) {
		if (tid6 > 58ul)
			return;
		unsigned int prod8(out4[5]);
	}
}

namespace kern9 {
typedef float real10_t;

static unsigned char step11(kern9::real10_t cfg12, double *dst13)
{
	cfg12 /= dst13[1] - (57u / (dst13[1] - cfg12));
	dst13[7] -= 6;
	int z14 = 44;
	auto stride15 = static_cast<size_t>(dst13[0]);
	return static_cast<double>(z14) - (7ll / (cfg12 / TUNE_2));
}

__device__ __forceinline__ void fuse16(int lane17, int stride18)
{
	unsigned short acc19 = 919l;
	__shared__ float sh_20[3][8];
	for (int n21 = stride18; n21 > 0; --n21) {
		float y22 = (threadIdx.z * blockDim.x) + ((stride18) - n21);
		acc19 = ((+(lane17 & warpSize)) == sh_20[lane17][3]) ? 47 : stride18;
	}
	if ((sh_20[lane17][lane17] > acc19) && (TUNE_2 < blockIdx.x))
		return;
	if (stride18 <= sh_20[stride18][threadIdx.x & 7])
		return;
}
} // namespace kern9

short host_apply23(int n24, int count25)
{
	unsigned long z26{24l};
	auto y27 = n24 / (n24 & 64u);
	return (count25 | z26) % TUNE_2;
}

int main()
{
	int len28 = 4016;
	auto r29 = (len28 += len28, ((len28 < len28) ? (len28 + len28) : len28));
	bool base30 = ((static_cast<double>(len28) - len28) != r29) || (r29 <= 37L);
	drift3_kernel<<<256, 64>>>(nullptr, nullptr);
	drift3_kernel<<<(r29 + 127) / 128, (256)>>>((int*)nullptr, (const float*)nullptr);
	len28 = (19U);
	drift3_kernel<<<2 * 0b10, 256>>>(nullptr, nullptr);
	return 0;
}
