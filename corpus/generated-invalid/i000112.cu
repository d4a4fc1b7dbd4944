// cudagen 0.1 seed 112 invalid:case_outside_switch
// features: kernel,kernel_template,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,host_function,main,shared_var,shared_2d,extern_shared,auto_var,typedef,if,for,do_while,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_function,comments
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))

__global__ void sweep2_kernel(int lane3, int stride4, float a5) {
	int idx6 = threadIdx.x;
	--lane3;
	stride4 &= threadIdx.x + lane3;
	unsigned int *f7 = nullptr;
}

__device__ float blend8(int lane9, int *buf10, const long long *src11) {
	lane9 *= 43 - src11[5];
	lane9--;
	lane9--;
	__shared__ float sh_12[(256)];
	sh_12[lane9] = (sh_12[43]);
	float lim13 = lane9;
	return 20L;
}
/* Returns the accumulated value. */

__global__ void warp14_kernel(double beta15, const float *src16) {
	int idx17 = (blockIdx.x * blockDim.x) + threadIdx.x;
	auto cnt18 = 127UL;
	cnt18 %= 22u;
}
// Helper used by the kernels below.

static __device__ unsigned long score19(const double *src20, int lane21, double beta22) {
	++lane21;
	blend8(src20[3], nullptr, nullptr);
	lane21 >>= lane21;
	int r23 = 40;
	return r23 - MIN2_1(lane21, MIN2_1(blockIdx.y, beta22));
}

__global__ void score24_kernel(int *dst25, float *acc26, int *acc27, short int b28) {
	unsigned int tid29 = threadIdx.x;
	dst25[b28] = -44ll;
	long long r30 = *acc26;
	b28 /= r30;
}
typedef double real31_t;

template <typename T, typename U>
__global__ void __maxnreg__(32) drift32_kernel(const U *coef33, float *dst34, int *out35, U *acc36) {
	unsigned idx37 = (blockIdx.x * blockDim.x) + threadIdx.x;
	out35[7] >>= 21 + score19(nullptr, 9L, blend8(acc36[blockDim.x], out35, nullptr));
	acc36[idx37] = score19((const double*)nullptr, (out35[idx37] += sizeof(int), (-16)), score19(nullptr, 7 * idx37, *out35));
	if (blockIdx.x <= 60) {
		return;
	}
}

__global__ void __maxnreg__(64) relax38_kernel(int count39, float *out40) {
	extern __shared__ int dyn_41[];
	int pass42 = 0;
	do {
		__shared__ int sh_43[16];
		__shared__ real31_t sh_44[8][10];
		__shared__ double sh_45;
		++pass42;
	} while (pass42 < 4);
}

int run_norm46(float a47, const unsigned short *in48) {
	for (int i49 = 6; i49 > 0; --i49) {
		int stride50 = MIN2_1(a47, in48[7]);
	}
	if (a47 <= in48[5]) {
		return *in48;
	}
	float acc51 = a47;
	double t52 = acc51;
	return -15;
}

int main() {
	int len53 = 3430;
	case 1: ++len53;
	len53 = (1702 * len53) - 8u;
	float r54 = 8.75F;
	sweep2_kernel<<<(len53 + 255) / 256, 512>>>(MIN2_1(len53, run_norm46(len53, nullptr)), 37L, 34 * run_norm46(21.0F, nullptr));
	warp14_kernel<<<(len53 + 255) / 256, (256)>>>(r54 - ((r54 != len53) ? 5.125 : r54), &r54);
	score24_kernel<<<1 << 2, 1 << 5, sizeof(double) * 32, nullptr>>>(&len53, &r54, &len53, run_norm46(r54, nullptr) - (len53 + len53));
	return 0;
}
