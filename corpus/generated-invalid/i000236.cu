// cudagen 0.1 seed 236 invalid:explicit_constructor_conversion
// features: kernel,maxnreg,launch,launch_shared_mem,builtin_vars,grid_stride_loop,device_function,device_forceinline,host_function,default_args,main,constexpr_var,local_array,auto_var,if,if_init,for,pragma_unroll,switch,ternary,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_statement,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 8
#define MOD8_2(x) ((x) % 8)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#undef NUM_ITERS_1
#define NUM_ITERS_1 8
__device__ __forceinline__ void pack6(int stride7, int len8, int lane9) {
	--lane9;
	stride7 = (2284) * (-lane9);
	(lane9++, (stride7 = sizeof(long) + len8));
	lane9--;
	if ((-stride7) < 0b110110)
		return;
}
__global__ void tile10_kernel(int len11, int n12, const float* src13, int count14) {
	int idx15 = threadIdx.x;
	if (idx15 >= count14)
		return;
	#pragma unroll 4
	for (int j16 = 0; j16 < 0b11; j16++) {
		long long f17 = len11;
	}
	#pragma unroll 2
	for (int i18 = (blockIdx.x * blockDim.x) + threadIdx.x; i18 < (1 << 4); i18 += blockDim.x * gridDim.x) {
		auto e19 = NUM_ITERS_1;
		if (len11 > count14)
			return;
	}
}
__global__ void fuse20(float* dst21) {
	unsigned int i22 = threadIdx.x;
	double x23{9.0};
	dst21[i22 & 7] = threadIdx.x - (+(47 + threadIdx.z));
	#pragma unroll
	for (int i24 = 9; i24 > 0; --i24) {
		float mid25{55};
		pack6((MOD8_2(i22) > dst21[i24]) ? ((*dst21) + mid25) : (+dst21[3]), (blockDim.z > blockIdx.x) ? mid25 : (sizeof(float) & i22), 40);
	}
	x23 = 23;
}
__global__ void __maxnreg__(128) rank26_kernel(const float* input27) {
	int idx28 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (constexpr float val29 = 24l; (idx28 & 1))
		pack6(threadIdx.x, val29, val29);
}
__device__ __forceinline__ int split30(int len31 = 58) {
	len31 = (len31 & 1) ? (len31 += len31, len31) : warpSize;
	float e32 = len31;
	pack6((unsigned int)blockIdx.z, NUM_ITERS_1, (int)(len31));
	e32 = MOD8_2(len31) & len31;
	if (e32 == e32)
		return (-len31) % 39;
	float m33[4] = {45};
	return 25;
}
void accum34(int n35) {
	n35 = NUM_ITERS_1;
	switch (n35 + n35) {
	case 3:
		n35++;
		n35 = sizeof(int) | (n35);
		break;
	case 2: {
		int q36[3] = {};
		break;
	}
	default:
		break;
	}
}
struct Id_42 {
    explicit Id_42(int v) : x(v) {}
    int x;
};
int main(void) {
	int size37 = 2564;
	Id_42 id_42 = size37;
	for (int j38 = 0; j38 < 0b10000; ++j38) {
		for (int it39 = 0, j40 = j38; it39 < j40; (++it39, (--j40))) {
			float x41 = 14.875F;
			x41 = NUM_ITERS_1 - j40;
		}
	}
	tile10_kernel<<<(size37 + 63) / 64, 1 << 5, 4096>>>(64 - size37, 0b1111L, nullptr, (size37 += 47L, (-1168)));
	fuse20<<<NUM_ITERS_1 + 120, 256, 0b0>>>(nullptr);
	rank26_kernel<<<(size37 + 127) / 128, NUM_ITERS_1 + (NUM_ITERS_1 + 16)>>>(nullptr);
	return 0;
}
