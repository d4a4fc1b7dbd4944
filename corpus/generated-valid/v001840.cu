// cudagen 0.1 seed 1840 valid
// features: kernel,restrict_params,launch,launch_shared_mem,builtin_vars,grid_stride_loop,device_function,device_template_function,host_function,main,device_var,shared_var,shared_2d,host_global,constexpr_var,auto_var,enum,if,for,goto,static_assert,compound_assign,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,pp_ifdef
#include "prelude.cuh"

#ifndef USE_FAST_PATH_1
#define TUNE_2 10
#else
#define TUNE_2 61
#endif
__device__ float d_smooth3 = 26L;
static double g_gather4;

template <class T, typename U>
__device__ T apply5(T p6, T q7, U* dst8) {
	T h9 = *dst8;
	--h9;
	return static_cast<char>(d_smooth3 - (p6 - q7));
}
enum State10 { FAST11, BLUE12, BLUE13, ADD14 };

__global__ void fold15(const int* in16) {
	int gid17 = threadIdx.x;
	if (in16 != nullptr) {
		for (int n18 = (blockIdx.x * blockDim.x) + threadIdx.x; n18 < 3; n18 += blockDim.x * gridDim.x) {
			if ((d_smooth3 += -17.875F, n18) != n18) {
				return;
			}
		}
		d_smooth3 -= (15 << in16[blockIdx.y]) - BLUE13;
		d_smooth3++;
	}
}

__global__ void bump19_kernel(const int* __restrict__ input20) {
	int idx21 = threadIdx.x;
	float sum22 = blockDim.y;
	int hi23(sum22 + d_smooth3);
	float tmp24 = threadIdx.x;
	if (float(d_smooth3) != ADD14) {
		return;
	}
	__shared__ unsigned int sh_25;
	long hi26 = sh_25;
	sh_25--;
}
static_assert((0x8 * 2) == 16, "expected value");

template <typename T>
__device__ T decay27(T alpha28) {
	alpha28 = 20 + alpha28;
	alpha28 = 64 << (warpSize + gridDim.x);
	__shared__ int sh_29[7][13];
	float e30 = alpha28 * gridDim.y * 25;
	return blockIdx.x;
}

__global__ void combine31(int count32) {
	int i33 = threadIdx.x;
	__shared__ int sh_34[10][13];
	(sh_34[count32][count32]--, (count32 = int(blockDim.x + count32)));
	int t35{int(' ')};
	for (int n36 = 0; n36 < i33; ++n36) {
		auto z37 = count32 + (count32 * ((float)blockIdx.z));
		z37--;
	}
}

unsigned long long host_stencil38(signed char* __restrict__ acc39, int lane40) {
	unsigned char flag41{14UL};
	--g_gather4;
	double q42 = 54;
	return acc39[0];
}
enum Axis43 { SLOW44 = 3, HIGH45 = 9, ON46 };

__global__ void warp47(float* __restrict__ dst48) {
	unsigned int idx49 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if ((d_smooth3 * 0x1Cll) > 61) {
		return;
	}
	if ((blockDim.x >> 8) >= 2) {
		goto skip50;
	}
	d_smooth3 /= (float)d_smooth3;
	d_smooth3 = 19.625f;
	d_smooth3--;
skip50:;
}

int main() {
	int size51 = 560;
	if ((size51 * size51) == sizeof(size_t)) {
		return alignof(int);
	}
	g_gather4 = (27 * (size51)) >> size51;
	bump19_kernel<<<(256), BLUE13 + (BLUE13 + 60)>>>(&size51);
	Axis43 v52 = SLOW44;
	g_gather4 = (size51);
	fold15<<<(size51 + 0x3f) / 0x40, 512>>>(nullptr);
	combine31<<<(BLUE13), 4 * (ADD14 + (BLUE12 + 4)), (SLOW44 + 253) * (SLOW44 + BLUE12)>>>(g_gather4 - static_cast<float>(size51));
	warp47<<<512, 256, sizeof(float) * 128>>>(nullptr);
	return 0;
}
