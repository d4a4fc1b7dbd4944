// cudagen 0.1 seed 1737 valid
// features: kernel,kernel_static,launch_bounds,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,main,constant_array,shared_var,static_shared,extern_shared,constexpr_var,const_local,enum,if,for,static_assert,compound_assign,bitwise,comparison,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,macro_object,macro_function,pp_undef,comments
#include "prelude.cuh"

#define RADIUS_1 4
#define RADIUS_2 3
#define TILE_DIM_3 4
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define MAX2_5(a, b) ((a) > (b) ? (a) : (b))
#define CAT_6(a, b) a##b
#undef RADIUS_1
#define RADIUS_1 48

__global__ void __launch_bounds__(32) scale7(int len8, const double* src9) {
	if (len8 > (-src9[2])) {
		return;
	}
	__shared__ float sh_10[(RADIUS_2 + (RADIUS_1 + (TILE_DIM_3 + (TILE_DIM_3 + (TILE_DIM_3 + 65)))))];
	static_assert(0b110100 == 52, "bad config");
}

__global__ void pack11(int stride12) {
	extern __shared__ int dyn_13[];
	stride12 ^= stride12;
	if (dyn_13[stride12] + 6l) {
		return;
	}
	__shared__ unsigned int sh_14[16];
	size_t flag15 = 19U;
}
enum Axis16 : long { HIGH17, OFF18, LOW19 };
/* Helper used by the kernels below. */

__global__ void __launch_bounds__(1024) rank20_kernel(float a21) {
	extern __shared__ float dyn_22[];
	if (a21 < a21) {
		a21 = static_cast<int>(587 / MAX2_5(dyn_22[7], a21));
	}
	a21 = (11.5F);
}
__constant__ int c_scale23[4] = {43ul, 43, 55, 0};

static __global__ void kick24_kernel(int lane25) {
	const int off26 = OFF18;
	lane25 /= sizeof(int) * c_scale23[lane25];
	static __shared__ double sh_27[(TILE_DIM_3 + 252)];
	const size_t mid28 = off26;
}

static __global__ void __maxnreg__(32) march29(float q30) {
	q30 /= q30;
	const float res31 = q30 - c_scale23[3];
}

int main() {
	int count32 = 2928;
	march29<<<dim3((count32 + 255) / 256, (count32 + 31) / 32, (count32 + 255) / 256), 128, 0, 0>>>(MIN2_4(count32 / 63, sizeof(int)));
	for (int n33 = 0; n33 < 3; ++n33) {
		count32 -= (58U) * n33;
	}
	pack11<<<dim3((count32 + 63) / 64, (count32 + 31) / 32), (32), 0, (cudaStream_t)0>>>(-53);
	count32 ^= count32;
	scale7<<<sizeof(int) * (LOW19 + (RADIUS_1 + (LOW19 + (TILE_DIM_3 + (TILE_DIM_3 + (LOW19 + 2)))))), dim3((count32 + 255) / 256, (count32 + 127) / 128), (RADIUS_2 + 253), nullptr>>>(sizeof(float), nullptr);
	rank20_kernel<<<(8), (256)>>>(count32);
	kick24_kernel<<<LOW19 + 2, 32, sizeof(float) * 0b10000000, (cudaStream_t)0>>>((MIN2_4(count32, 64U)));
	return 0b0;
}
