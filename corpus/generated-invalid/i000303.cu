// cudagen 0.1 seed 303 invalid:kernel_deduced_return
// features: kernel,kernel_static,kernel_extern_c,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,device_function,main,if,for,switch,switch_fallthrough,bitwise,comparison,incdec,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,cast_static,macro_object,macro_function,macro_paste,pp_if
#include "prelude.cuh"

#define WARPS_1 3
#define RADIUS_2 3
#define MOD8_3(x) ((x) % 8)
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))
#define CAT_5(a, b) a##b

#if RADIUS_2 == 3
#define CONFIG_6 4
#else
#define CONFIG_6 30
#endif

extern "C" __global__ void kick7_kernel(int* dst8, float a9, size_t cfg10, short cfg11)
{
	int gid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
	cfg11 = gridDim.y;
	++(*dst8);
	float w13 = gid12 + CAT_5(cfg, 11);
	for (int it14 = (blockIdx.x * blockDim.x) + threadIdx.x; it14 < 11; it14 += blockDim.x * gridDim.x) {
		for (int j15 = 0; j15 < cfg11; ++j15) {
			float e16 = threadIdx.z;
		}
	}
	++cfg11;
}

__global__ void fold17_kernel(int stride18, int lane19)
{
	int tid20 = (blockIdx.x * blockDim.x) + threadIdx.x;
	++lane19;
	int v21 = lane19;
	if (tid20 == stride18) {
		return;
	}
	signed char lo22{static_cast<signed char>(blockDim.y)};
	v21 = 30;
}

__device__ int score23(int count24, int stride25, const float* __restrict__ src26)
{
	++stride25;
	switch (-stride25) {
	case (2):
		for (int it27 = stride25; it27 > 0; --it27) {
			if (threadIdx.x >= it27) {
				return (CAT_5(it, 27));
			}
			count24--;
		}
		[[fallthrough]];
	case 0:
		break;
	case 8:
		break;
	case RADIUS_2: {
		int sum28{41};
		break;
	}
	default:
		break;
	}
	return 23;
}
__global__ auto auto_kernel30(int *p)
{
    p[threadIdx.x] = 0;
}

int main()
{
	int count29 = 2573;
	kick7_kernel<<<(count29 + 127) / 128, (64), 0, nullptr>>>(&count29, static_cast<unsigned char>(count29), 1329 * MOD8_3(count29), count29);
	++count29;
	fold17_kernel<<<dim3(WARPS_1 + (RADIUS_2 + 122), (count29 + 63) / 64), RADIUS_2 + (RADIUS_2 + 58), (WARPS_1 + 253), 0>>>(7L, count29);
	return 0;
}
