// cudagen 0.1 seed 349 invalid:variable_redefinition
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,builtin_vars,host_device_function,host_function,constexpr_function,main,shared_var,constexpr_var,local_array,auto_var,static_local,typedef,namespace,if,for,range_for,logical,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define CHUNK_1 128
#define TILE_DIM_2 4
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#ifdef USE_FAST_PATH_6
#define TUNE_7 6
#else
#define TUNE_7 59
#endif

#if (TILE_DIM_2 * 2) >= 34 && TILE_DIM_2 != 0
#define CONFIG_8 8
#else
#define CONFIG_8 14
#endif
#undef CONFIG_8
#define CONFIG_8 8

__global__ void bump9(float a10, const float *in11) {
	int tid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
	for (int i13 = tid12; i13 > 0; --i13) {
		a10 = CHUNK_1;
	}
	__shared__ float sh_14[256];
}

namespace util15 {
typedef unsigned long long idx16_t;
constexpr long RADIUS17 = 2;
} // namespace util15

constexpr __device__ __host__ int trace18(int n19, int lane20) {
	lane20 = (util15::RADIUS17 - lane20) * sizeof(double);
	return 31 % (n19 + 52L);
}

template <class T, class U>
__global__ void split21_kernel(U p22, const int *input23, const float *input24) {
	unsigned int tid25 = threadIdx.x;
	__shared__ float sh_26[16];
	U *sum27 = static_cast<U*>(nullptr);
	auto z28 = trace18(sh_26[0xd] * 15, trace18(sum27[tid25], p22) - util15::RADIUS17);
	for (const auto &lo29 : sh_26) {
		double lim30[3]{static_cast<double>(sum27[0]), 6.0, 23.375};
	}
	trace18((threadIdx.z % CONFIG_8) - input23[2], util15::RADIUS17);
	trace18(*input24, input24[3]);
}

int check_step31(int n32) {
	split21_kernel<int, float><<<256, 0x100>>>(sizeof(long long) + trace18(n32, 0x23), nullptr, nullptr);
	bump9<<<dim3((n32 + 127) / 128, (0x80), (n32 + 0177) / 0x80), dim3(0x100)>>>(trace18(n32 + util15::RADIUS17, util15::RADIUS17 * n32), (const float*)nullptr);
	n32 = trace18(ADD3_3(trace18(n32, 37u), CONFIG_8, 9), 55);
	split21_kernel<long, float><<<(n32 + 0377) / 256, sizeof(float) * (CONFIG_8 + 24)>>>(trace18(trace18(n32, CHUNK_1), n32 - n32), static_cast<const int*>(nullptr), nullptr);
	return float(-util15::RADIUS17);
}
__device__ int g_limit35 = 1;
__device__ int g_limit35 = 2;

int main() {
	int len33 = 294;
	static int t34 = 061u;
	t34 = static_cast<unsigned int>(util15::RADIUS17) * check_step31(len33) * (static_cast<double>(23.875) + (len33 - util15::RADIUS17));
	split21_kernel<unsigned, double><<<dim3((len33 + 255) / 256), (CONFIG_8 + 504)>>>((len33 * len33) - (0xf1d * t34), nullptr, nullptr);
	if (!(t34 >= CONFIG_8)) {
		return static_cast<int>(util15::RADIUS17);
	}
	if (trace18(t34, TILE_DIM_2) < len33) {
		return trace18(len33, 0x10ba + len33);
	}
	return 0x0;
}
