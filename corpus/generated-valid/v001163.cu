// cudagen 0.1 seed 1163 valid
// features: kernel,kernel_static,maxnreg,launch,launch_dim3,builtin_vars,host_function,main,device_var,shared_var,shared_2d,extern_shared,host_global,constexpr_var,enum_class,if,for,while,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,lit_string,lit_string_concat,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_function,macro_paste,comments
#include "prelude.cuh"

#define WARPS_1 32
#define TILE_DIM_2 32
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define MOD8_4(x) ((x) % 8)
#define CAT_5(a, b) a##b

static __global__ void __maxnreg__(128) update6_kernel(int lane7, const short int *coef8) {
	extern __shared__ int dyn_9[];
	int q10 = ((lane7) + dyn_9[lane7]) >> dyn_9[7];
	int pass11 = 0;
	while (pass11 < 3) {
		__shared__ float sh_12[128];
		--q10;
		++pass11;
	}
	int w13 = 0b101000 + ((lane7 < pass11) ? pass11 : warpSize);
}
/* Helper used by the kernels below. */

__global__ void apply14_kernel(int *dst15, int lane16, short *data17) {
	lane16 = (30L + (threadIdx.x * WARPS_1)) >> (dst15[1] + 1372l);
	data17[3]--;
	int sum18 = CAT_5(lane, 16);
	__shared__ float sh_19[3][10];
}
__device__ float d_apply20 = 62U;
int g_fold21[] = {-32, 12, 54};
// Computes one element per thread.

__global__ void clamp22(const char *src23) {
	int i24 = (blockIdx.x * blockDim.x) + threadIdx.x;
	for (int it25 = 0; it25 < 0b1010; ++it25) {
		d_apply20 += char(*src23);
		d_apply20 /= src23[6];
	}
	int w26 = 0;
	while (w26 < i24) {
		bool idx27 = (src23[blockDim.y] << (*src23)) >= '\x41';
		d_apply20 -= MOD8_4(i24);
		++w26;
	}
}

__global__ void count28_kernel(float p29, float *acc30, const int *in31) {
	int gid32 = (blockIdx.x * blockDim.x) + threadIdx.x;
	d_apply20 = 857L;
	d_apply20 *= d_apply20;
	--p29;
	float tmp33 = (((in31[gid32] && (in31[gid32] <= 54)) ? '\0' : 'z') < d_apply20) ? ((WARPS_1 - gridDim.y) * WARPS_1) : (TILE_DIM_2 * (*acc30));
}
enum class Level34 : long { Idle35 = 3, Off36 };

float relax37(int len38, short int beta39) {
	g_fold21[0] |= beta39;
	if (g_fold21[len38] != len38) {
		return len38 + len38;
	}
	dim3 w40((len38 + 31) / 32, (len38 + 31) / 32);
	for (int n41 = 0; n41 < 15; ++n41) {
		if (len38 >= CAT_5(len, 38)) {
			break;
		}
	}
	if ((g_fold21[len38] >= g_fold21[0]) && (g_fold21[1] < 26U)) {
		return beta39;
	}
	dim3 h42((1), (len38 + 255) / 256, 1 << 7);
	return 0b10001lu << ((len38) - 3635);
}
enum class Kind43 { On44, Off45, Slow46 };

static __global__ void reduce47(float cfg48, Kind43 beta49, int n50, const float *src51) {
	int gid52 = threadIdx.x;
	if (gid52 >= n50) {
		return;
	}
	cfg48 -= gridDim.x;
	for (int i53 = 0b0; i53 < gid52; i53++) {
		n50 += gid52;
		__shared__ unsigned int sh_54[(16)];
		n50 >>= (('#' * n50) - (i53 * 5)) + n50;
	}
	cfg48 = gid52;
}

int main(void) {
	int len55 = 868;
	g_fold21[len55] = 35L;
	g_fold21[len55] &= 6u;
	g_fold21[len55] ^= 9l;
	Kind43 u56 = Kind43::Off45;
	clamp22<<<dim3((len55 + 63) / 64), 1 << 6>>>(nullptr);
	const char *stride57 = "x=%d" "_tail";
	update6_kernel<<<1 << 5, 256 * 2>>>(g_fold21[2], (const short*)nullptr);
	apply14_kernel<<<(2), 256>>>(nullptr, stride57[0], (short*)nullptr);
	count28_kernel<<<dim3((16), (len55 + 0b1111111) / 128), 64>>>(sizeof(float) + stride57[1], nullptr, &len55);
	return 0;
}
