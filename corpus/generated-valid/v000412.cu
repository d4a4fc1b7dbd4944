// cudagen 0.1 seed 412 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,builtin_vars,host_function,constexpr_function,main,shared_var,shared_2d,extern_shared,constexpr_var,local_array,enum,typedef,if,if_else,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_static,sizeof,alignof,lambda,macro_object,macro_statement,comments
#include "prelude.cuh"

#define NUM_ITERS_1 256
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

int check_filter3(int *__restrict__ out4, int *buf5, unsigned long long b6) {
	out4[6] >>= buf5[4];
	size_t sum7[1 << 2]{static_cast<size_t>(39U), 03664l, 3066, 59L};
	double v8[2]{-3.875, 53};
	return (v8[b6 & 1]) + 61;
}

unsigned host_update9(const int *__restrict__ input10, int n11) {
	n11 >>= input10[n11];
	constexpr unsigned long long val12 = 62;
	auto op15 = [](int f13, unsigned q14) {
		f13 = 0x24;
	};
	op15(n11, *input10);
	float val16{10.5F};
	n11 &= 11;
	return 8UL;
}
enum Level17 : unsigned char { FAST18, OFF19 = 6, HIGH20, RED21 = 12 };
typedef short int idx22_t;

template <typename T, int N>
__global__ void pivot23(T *data24) {
	extern __shared__ double dyn_25[];
	unsigned gid26 = (blockIdx.x * blockDim.x) + threadIdx.x;
	__shared__ int sh_27[sizeof(unsigned int) * 4];
	Level17 lo28 = FAST18;
	if (blockIdx.x != gridDim.y)
		return;
	if (gridDim.x % gridDim.x)
		return;
	--(*data24);
	dyn_25[0] = gid26;
}
// Helper used by the kernels below.

__global__ void smooth29(float *__restrict__ data30) {
	extern __shared__ float dyn_31[];
	int tid32 = (blockIdx.x * blockDim.x) + threadIdx.x;
	__shared__ int sh_33[sizeof(unsigned int) * 2][4 * 3];
	sh_33[blockIdx.x & 0x7][tid32] = sh_33[tid32][blockIdx.z];
}

void run_relax34(int len35, int n36) {
	pivot23<int, 0x7><<<4, (NUM_ITERS_1 + (RED21 + 244)), sizeof(double) * 128>>>(&len35);
	n36 = ((len35 ^ len35) - (-len35));
	double v37(len35);
	v37 = 2LL;
	constexpr float z38 = 10.F;
}

constexpr int host_norm39(int lane40) {
	return sizeof(float);
}

__global__ void bump41(unsigned long beta42) {
	int tid43 = threadIdx.x;
	if (tid43 - 4265) {
		beta42 %= beta42;
		beta42 = ((875 ^ tid43) ^ beta42) * warpSize;
		--beta42;
	} else if (threadIdx.x)
		beta42 |= (((beta42 < blockIdx.x) ? tid43 : tid43) - (tid43 ^ beta42)) + (beta42 ^ (beta42 << 6));
	__shared__ int sh_44[256];
	__shared__ float sh_45[8];
}

__global__ void gather46(const int *coef47, double cfg48, int stride49, int n50) {
	extern __shared__ float dyn_51[];
	__shared__ int sh_52[256];
	n50 = (static_cast<float>(n50));
	stride49 = n50;
	__shared__ int sh_53[9][14];
	dyn_51[threadIdx.y] = alignof(char) ^ sh_52[stride49 & 255];
	(++n50, (cfg48 -= 22l));
}

int main() {
	int count54 = 0x552;
	if (count54 >= (count54 * count54)) {
		if (count54 == (count54 - (15 - count54))) {
			int r55[2] = {-12, 010};
			++r55[0x0];
		}
		float lo56 = 034l;
	} else if ((35 % count54) >= count54) {
		const char *sum57 = "warp size";
	}
	smooth29<<<(count54 + 255) / 0x100, 1 << 5, 0>>>(static_cast<float*>(nullptr));
	bump41<<<16, (0400)>>>(count54 % count54);
	gather46<<<(RED21 + 52) * 4, 0x10 * 4, sizeof(float) * 256>>>(&count54, 2.125, count54 - OFF19, count54);
	return 0;
}
