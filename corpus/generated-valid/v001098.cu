// cudagen 0.1 seed 1098 valid
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,main,constant_array,shared_var,constexpr_var,enum_class,namespace,if,switch,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 5
#define TILE_DIM_2 (1 << 4)
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
__global__ void split6(float *buf7) {
	int r8(*buf7);
	int prod9 = buf7[0x0];
	unsigned *s10 = nullptr;
	if ((prod9 * r8) >= s10[prod9]) {
		return;
	}
}
namespace gpu11 {
__constant__ long long c_gather12[4] = {15, 2742, -0xDC9, 3ul};
} // namespace gpu11
// Returns the accumulated value.
__global__ void score13(int len14, const float *coef15, const long *input16, int count17) {
	int flag18 = len14 * ((int)(len14 + coef15[count17]));
	__shared__ int sh_19[32];
	__shared__ long long sh_20[TILE_DIM_2 + (TILE_DIM_2 + (TILE_DIM_2 + 208))];
}
__global__ void __maxnreg__(32) sift21_kernel(double p22) {
	switch (gpu11::c_gather12[2]) {
	case 8:
		break;
	case (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 1)):
		switch (gpu11::c_gather12[3]) {
		case 0x2 * 2:
			break;
		case 0x6:
			break;
		default: {
			double diff23{28};
			break;
		}
		}
		break;
	}
	p22 = p22;
}
// Helper used by the kernels below.
__global__ void spread24(const double *in25, const int *src26) {
	long long k27{static_cast<long long>(static_cast<int>(49 - gpu11::c_gather12[2]) - src26[0x3])};
	k27 = TWICE_PLUS_3(in25[k27], sizeof(unsigned int) - gpu11::c_gather12[2]) + (gpu11::c_gather12[k27] + (15 * src26[k27]));
}
enum class Level28 {
	High29,
	Off30 = 5,
	Off31 = 11,
	Add32 = 14,
	Blue33 = 18
};
__global__ void stencil34_kernel(unsigned short beta35, Level28 b36, unsigned *__restrict__ acc37) {
	if (beta35 == (*acc37)) {
		return;
	}
	constexpr double stride38 = 4.5f;
	__shared__ float sh_39;
	(*acc37)++;
	Level28 h40 = Level28::Off31;
}
int main() {
	int n41 = 1013;
	short int stride42 = 39;
	int e43 = 2371L;
	sift21_kernel<<<(e43 + 63) / 64, (TILE_DIM_2 + 240), 0>>>(static_cast<int>(e43 - 10U));
	stencil34_kernel<<<(e43 + 255) / 256, 0x8 * 4, 0x0>>>(stride42, Level28::Off30, nullptr);
	stride42 = (n41 >> stride42) * (e43);
	float stride44 = (BLOCK_SIZE_1) + e43;
	split6<<<sizeof(unsigned int) * 2, dim3((n41 + 127) / 128), 0>>>(&stride44);
	score13<<<(n41 + 255) / 0400, TILE_DIM_2 * 4>>>(stride44, &stride44, nullptr, (0b10lu));
	spread24<<<1, TILE_DIM_2 * TILE_DIM_2, BLOCK_SIZE_1 + (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 1009))>>>((const double*)nullptr, (const int*)nullptr);
	return 0;
}
