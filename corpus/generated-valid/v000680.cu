// cudagen 0.1 seed 680 valid
// features: kernel,kernel_static,maxnreg,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_forceinline,host_device_function,host_function,static_host_function,main,shared_var,extern_shared,constexpr_var,auto_var,if,if_else,for,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,cast_const,sizeof,lambda,lambda_capture_ref,lambda_launch,macro_function,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define CAT_2(a, b) a##b

#ifdef USE_FAST_PATH_3
#define TUNE_4 11
#else
#define TUNE_4 31
#endif
#undef TUNE_4
#define TUNE_4 12

__global__ void merge5_kernel(float *acc6, bool b7, int *dst8, int *out9)
{
	unsigned i10 = (blockIdx.x * blockDim.x) + threadIdx.x;
	float base11(threadIdx.x >> (CAT_2(i, 10) - ((*dst8) * dst8[i10])));
	if (CAT_2(base, 11) > b7)
		return;
}

static __global__ void accum12_kernel(int lane13, int *data14, int *dst15)
{
	unsigned int gid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
	float stride17 = ((blockIdx.x * data14[threadIdx.x]) / gridDim.x) + (static_cast<int>(CAT_2(gid, 16)) + (blockDim.x * gridDim.x));
	lane13 |= threadIdx.x;
	(++lane13, (data14[6] >>= gridDim.z));
	long cnt18 = TUNE_4 / (stride17);
}

__device__ __forceinline__ int apply19(unsigned short alpha20, int lane21, int n22)
{
	if ((gridDim.x - 'a') < n22) {
		if (threadIdx.x == alpha20)
			return alpha20;
	} else if ((n22 * threadIdx.x) < (TUNE_4 % CAT_2(n, 22))) {
		float r23 = (((lane21 == CAT_2(alpha, 20)) ? threadIdx.x : 8lu) - (lane21 * 21u)) * (+blockDim.x);
		__shared__ long long sh_24[4 * 4];
	}
	return 9;
}

__global__ void __maxnreg__(64) smooth25_kernel(int len26)
{
	int tid27 = threadIdx.x;
	if (tid27 >= len26)
		return;
	if (len26) {
		len26 -= HALF_1(CAT_2(len, 26));
		len26 = ((warpSize - tid27) != ((len26) << TUNE_4)) ? 30ul : (tid27 * TUNE_4);
	}
}

__global__ void split28_kernel(double *dst29, float *acc30)
{
	extern __shared__ signed char dyn_31[];
	int i32 = (blockIdx.x * blockDim.x) + threadIdx.x;
	double hi33 = dyn_31[1];
	__shared__ unsigned long sh_34[32];
	hi33 = static_cast<double>(+(sh_34[i32]));
	auto k35 = 63u >> dyn_31[gridDim.x];
}

__host__ __device__ float march36(int count37)
{
	int y38(((count37 * 3424) + 27U) * (((count37 * count37) > count37) ? (9 * CAT_2(count, 37)) : TUNE_4));
	count37 = 3UL;
	auto lim39 = y38;
	return static_cast<double>(15.0);
}

static long run_clamp40(const int *src41, unsigned q42)
{
	auto op43 = [&]() -> unsigned int {
		merge5_kernel<<<256, 32, sizeof(int) * 32>>>((float*)nullptr, !(!(q42 >= src41[q42])), const_cast<int*>(src41), nullptr);
		smooth25_kernel<<<(q42 + 31) / 32, 128>>>(((q42 != CAT_2(q, 42)) ? CAT_2(q, 42) : q42) - 528UL);
		return ((*src41) * 27ul);
	};
	split28_kernel<<<dim3((q42 + 31) / 32, (TUNE_4 + 116), (TUNE_4 + 4) * 4), 1 << 9, TUNE_4 + (TUNE_4 + 4072)>>>(static_cast<double*>(nullptr), nullptr);
	if ((static_cast<int>(q42) * 3) != 34) {
		float q44{14.5F};
	}
	dim3 h45 = dim3((TUNE_4 + (TUNE_4 + (TUNE_4 + 28))) * 8, 128);
	q42 >>= TUNE_4 + q42;
	return (3L * CAT_2(q, 42)) - 7;
}

int main()
{
	int n46 = 718;
	for (int n47 = n46; n47 > 0; --n47) {
		auto lam49 = []() -> int {
			int off48 = static_cast<float>(24);
			return (29 / off48) / ('\\' >> off48);
		};
		if (CAT_2(n, 47) >= n47)
			break;
		float r50 = n46;
	}
	accum12_kernel<<<(n46 + 255) / 256, dim3(4 * 8, (n46 + 255) / 256, (TUNE_4 + 116))>>>(n46 * n46, nullptr, &n46);
	split28_kernel<<<dim3(040), TUNE_4 + 116>>>(nullptr, nullptr);
	return 0;
}
