// cudagen 0.1 seed 2180 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,kernel_extern_c,launch_bounds,maxnreg,restrict_params,launch,launch_shared_mem,builtin_vars,grid_stride_loop,main,constant_var,host_global,constexpr_var,local_array,auto_var,const_local,enum,if,for,switch,goto,ternary,compound_assign,shift,logical,comparison,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_hex_float,lit_char,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,pp_ifdef,comments
#include "prelude.cuh"

#define NUM_ITERS_1 8
#define RADIUS_2 (3)
#define RADIUS_3 128
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 4
#else
#define TUNE_5 44
#endif
// Helper used by the kernels below.

extern "C" __global__ void __maxnreg__(64) blend6(int *buf7, int count8, const signed char *__restrict__ in9, int len10) {
	int gid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (gid11 >= len10)
		return;
	if (buf7 != nullptr) {
		float mid12 = (((*buf7) * 17) + double(len10));
		const bool f13 = short(gridDim.y) ? len10 : ((0b110 != gid11) ? in9[blockIdx.x] : mid12);
	}
	if (((*buf7) == gid11) || (42 <= in9[threadIdx.x])) {
		goto finish14;
	}
	buf7[gridDim.x] = -0x12;
	buf7[count8] = 0x83;
	count8 = count8;
finish14:;
}

__global__ void warp15_kernel(float alpha16) {
	alpha16 += alpha16;
	int m17 = ((warpSize != ((gridDim.x < TUNE_5) ? threadIdx.x : 61)) ? blockDim.y : ((int)0b100110L)) / 2;
	alpha16 += alpha16;
}
enum Level18 : short { HIGH19, OFF20 };
static double g_tally21;
__constant__ bool c_drift22 = 1;
// NOTE: keep in sync with the host reference.

template <typename T>
__global__ void __launch_bounds__(1 << (TUNE_5 + (OFF20 + 2)), OFF20 + OFF20) stencil23_kernel(T *__restrict__ dst24, T a25) {
	int gid26 = threadIdx.x;
	if ((*dst24) == gid26) {
		long s27(33);
		for (int n28 = (blockIdx.x * blockDim.x) + threadIdx.x; n28 < gid26; n28 += blockDim.x * gridDim.x) {
			for (int it29 = (blockIdx.x * blockDim.x) + threadIdx.x; it29 < 12; it29 += blockDim.x * gridDim.x) {
				s27 >>= ((s27 + 0b110100) - (58 - c_drift22)) >> ((sizeof(T) + n28) * (n28));
				int res30[8] = {it29, it29};
			}
		}
	}
}

static __global__ void __maxnreg__(128) clamp31(double *__restrict__ dst32) {
	int idx33 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (gridDim.x == (dst32[idx33] - c_drift22)) {
		goto done36;
	}
	dst32[idx33] *= 6LL;
	switch (idx33) {
	case 2:
		break;
	case 0x9:
		if (c_drift22 >= c_drift22)
			break;
		break;
	case TUNE_5 + 3:
		for (int it34 = 10; it34 > 0x0; --it34) {
			(*dst32) -= sizeof(int) * (threadIdx.x + idx33) * (sizeof(int) + ((*dst32) + (*dst32)));
			float lim35[6]{19.f, -4105, 'a', 3.0F, 0x1p3f, 8.0F};
			lim35[idx33] -= 24.125f;
		}
		break;
	case 0x3:
		break;
	default:
		break;
	}
done36:;
}

int main() {
	int n37 = 2774;
	blend6<<<(8), sizeof(float) * (RADIUS_2 + 13), 1024>>>(nullptr, 58, (const signed char*)nullptr, (((unsigned long long)g_tally21) <= n37) ? 0b10010 : ((double)n37));
	auto mid38 = n37;
	n37 = mid38;
	warp15_kernel<<<128, (RADIUS_2 + 5) * 16>>>(RADIUS_2);
	stencil23_kernel<float><<<OFF20 + 0b1, 16 * (OFF20 + (TUNE_5 + (OFF20 + 2)))>>>((float*)nullptr, RADIUS_2);
	clamp31<<<8 * 2, (RADIUS_2 + (RADIUS_2 + (OFF20 + 249)))>>>((double*)nullptr);
	return 0;
}
