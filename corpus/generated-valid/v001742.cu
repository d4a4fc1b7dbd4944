// cudagen 0.1 seed 1742 valid
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,constexpr_function,main,device_var,host_global,constexpr_var,struct,enum,anon_namespace,if,if_init,for,goto,nested_block,static_assert,ternary,bitwise,logical,comparison,pointer_arith,member_access,array_index,lit_int_binary,lit_int_suffix,lit_string,lit_string_concat,lit_nullptr,cast_c,cast_static,sizeof,alignof,lambda,lambda_capture_ref,lambda_iife,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define USE_FAST_PATH_1

#ifdef USE_FAST_PATH_1
#define TUNE_2 3
#else
#define TUNE_2 23
#endif

#if (TUNE_2 * 2) >= 58 && TUNE_2 != 0
#define CONFIG_3 4
#else
#define CONFIG_3 25
#endif
#undef CONFIG_3
#define CONFIG_3 2

double decay4(int len5, int count6)
{
	{
		const char *m7 = "path\\to";
		unsigned m8 = 3U;
	}
	return ((9u & count6) - (len5 + count6)) ^ (~((len5 & 1) ? len5 : count6));
}

struct Vec9 {
	int mass10, weight11;
};
unsigned long long g_step12 = 1035;

namespace {
static __global__ void relax13(float *__restrict__ dst14, size_t a15)
{
	unsigned int tid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
	unsigned long long res17 = 50U + tid16;
	res17 = alignof(float) - (res17 - 21L);
	a15 = dst14[3];
}
} // namespace
enum Color18 : short { BUSY19, HIGH20, FAST21 = 4, ON22 };

struct Acc23 {
	double vel24, lo25;
	int id26;
	double id27;
};

constexpr __device__ __host__ int gather28(int lane29)
{
	lane29 = BUSY19;
	return lane29;
}
__device__ Vec9 d_reduce30;

__host__ int run_fold31(int count32)
{
	Vec9 w33{64, 0b101};
	if (count32 == (w33.weight11 ^ g_step12)) {
		relax13<<<dim3((count32 + 63) / 64), (HIGH20 + 31), sizeof(int) * 32, 0>>>((float*)nullptr, g_step12);
	}
	const int *diff34 = static_cast<const int*>(nullptr);
	([&] {
		dim3 cnt35(256, (count32 + 31) / 0b100000);
	})();
	Vec9 h36 = {-38, 13};
	if ((g_step12 < h36.mass10) || (h36.mass10 <= 0b101101U)) {
		goto done37;
	}
	static_assert((FAST21 + 32) == 36);
done37:;
	return diff34[5];
}

int main()
{
	int n38 = 3313;
	auto lam40 = []() -> int {
		dim3 z39(64);
		return g_step12;
	};
	lam40();
	for (int it41 = 0; it41 < 6; it41++) {
		Color18 z42 = FAST21;
	}
	if (unsigned long x43 = (n38); n38 != (x43 * g_step12)) {
		g_step12 = g_step12;
		const char *cnt44 = "path\\to" "_tail";
	}
	return 0;
}
