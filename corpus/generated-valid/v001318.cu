// cudagen 0.1 seed 1318 valid
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,main,device_array,constant_var,constexpr_var,auto_var,enum_class,if,for,compound_assign,bitwise,shift,comparison,incdec,lit_int_hex,lit_int_suffix,cast_static,macro_object,macro_statement,pp_if,pp_undef
#include "prelude.cuh"

#define TILE_DIM_1 4
#define CHUNK_2 (3)
#define RADIUS_3 4
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#if (CHUNK_2 * 2) >= 20 && CHUNK_2 != 0
#define CONFIG_5 8
#else
#define CONFIG_5 19
#endif
#undef CONFIG_5
#define CONFIG_5 2

__global__ void split6(unsigned char q7)
{
	int i8 = (blockIdx.x * blockDim.x) + threadIdx.x;
	auto v9 = blockIdx.y;
	short tmp10 = blockIdx.x + ((q7 + 44) - (i8 + 0x3A));
	if (v9) {
		bool hi11 = gridDim.x;
		auto val12 = ((TILE_DIM_1 + blockIdx.z) / static_cast<int>(q7)) * (53lu % (hi11 + CONFIG_5));
	}
}
enum class Kind13 : unsigned char { Fast14, Red15, Busy16 = 5 };
constexpr unsigned int LANES17 = ((RADIUS_3 + (TILE_DIM_1 + (RADIUS_3 + 4))) * (CONFIG_5 + (RADIUS_3 + CONFIG_5)));

__host__ __device__ void accum18(int stride19)
{
	if (stride19 <= static_cast<short>(stride19)) {
		for (int i20 = 0; i20 < stride19; i20 += 0x2) {
			if (stride19)
				break;
			stride19 %= 48lu;
		}
	}
}

inline __device__ __host__ void combine21(int n22, double p23)
{
	if (static_cast<size_t>(n22) != 25)
		return;
	if (n22 < 50)
		return;
	if ((p23 * 4) <= 0x3b)
		return;
	int prod24 = LANES17;
	if (n22 >= 42)
		return;
	prod24--;
}
__constant__ long c_probe25 = 29l;
__device__ float d_apply26[8];

int main(void)
{
	int n27 = 0xf56;
	n27--;
	if (4L == ((n27 + n27) - LANES17))
		split6<<<(1), TILE_DIM_1 + (TILE_DIM_1 + (CONFIG_5 + 246)), 0, (cudaStream_t)0>>>(CONFIG_5);
	n27 <<= 0x30 + (n27 >> n27);
	split6<<<0x1 << (TILE_DIM_1 + CONFIG_5), 32>>>((LANES17) - n27);
	return 0;
}
