// cudagen 0.1 seed 636 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,static_device_function,host_function,default_args,main,shared_var,extern_shared,host_global,constexpr_var,const_local,if,for,ternary,comparison,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_string,lit_raw_string,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_function,macro_statement
#include "prelude.cuh"

#define RADIUS_1 128
#define BLOCK_SIZE_2 128
#define CHUNK_3 64
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define MOD8_5(x) ((x) % 8)
#define SWAP_6(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_7(x) #x
#define STR_8(x) STR_IMPL_7(x)

void check_scale9(const float *input10, long beta11, int n12 = 44) {
	n12 = beta11 - 16U;
	if (!input10)
		return;
}
int g_tally13 = -47;

__global__ void count14_kernel(const signed char *coef15) {
	extern __shared__ unsigned char dyn_16[];
	unsigned int gid17 = threadIdx.x;
	for (int it18 = 0; it18 < 8; it18++) {
		dyn_16[it18] = MOD8_5(gid17);
		dyn_16[it18] = dyn_16[it18];
	}
	if (((!coef15) ? coef15[gid17] : 34UL) == gid17)
		return;
	if (coef15 != nullptr)
		return;
}

__global__ void lerp19(int *__restrict__ data20) {
	data20[3] = blockDim.x + (-(3 + data20[5]));
	__shared__ int sh_21[8];
	int u22 = MOD8_5((data20[5]));
}

static __device__ int merge23(const int *src24) {
	unsigned char res25 = src24[2];
	__shared__ unsigned char sh_26;
	return ((src24[3] == (src24[0] + res25)) ? ADD3_4(*src24, 0x4, sh_26) : (BLOCK_SIZE_2 - res25)) + ((src24[0x1] * threadIdx.x) - (sh_26 * threadIdx.z));
}
constexpr long BLOCK27 = (3);

template <class T, int N = 6>
__global__ void count28(const T *src29) {
	unsigned int i30 = (blockIdx.x * blockDim.x) + threadIdx.x;
	const int val31 = 1356U;
	for (int i32 = 0; i32 < 7; ++i32) {
		if (i30 <= (blockIdx.x + i30)) {
			if (src29 != nullptr)
				return;
		}
	}
}

float gather33(int lane34, char a35 = 0x0L) {
	if (((a35 + a35) * (a35 * a35)) < a35) {
		a35 = (0x2 + lane34) - 24LL;
		if ((a35 - (26 * g_tally13)) < ADD3_4(a35, 9, 0x9)) {
			lane34 = (a35 += a35, MOD8_5(g_tally13));
			int diff36 = (9 + a35 + (20LL + g_tally13)) - ((a35 - BLOCK27) - g_tally13);
			const char *mid37 = R"(C:\dir)";
		}
	}
	return int(20L);
}

int main() {
	int count38 = 3024;
	g_tally13 = CHUNK_3;
	if (((count38 <= g_tally13) ? 58ul : g_tally13) <= BLOCK27)
		return int(33);
	count14_kernel<<<dim3((BLOCK27 + 13) * 2, CHUNK_3 + 64, (g_tally13 + 127) / 128), dim3((g_tally13 + 31) / 32, 128, 64)>>>(nullptr);
	lerp19<<<256, CHUNK_3 + (BLOCK_SIZE_2 + 64), sizeof(double) * 256>>>(nullptr);
	count28<unsigned int, (BLOCK27 + 3)><<<(count38 + 31) / 32, (64)>>>((const unsigned*)nullptr);
	return 0x0;
}
