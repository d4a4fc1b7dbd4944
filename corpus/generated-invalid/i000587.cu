// cudagen 0.1 seed 587 invalid:host_var_in_device
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,main,constexpr_var,local_array,enum_class,typedef,if,while,static_assert,compound_assign,bitwise,logical,comparison,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 12
#else
#define TUNE_4 45
#endif
#if TUNE_4 > 70
#define CONFIG_5 8
#elif TUNE_4 < 0
#error unreachable configuration
#else
#define CONFIG_5 24
#endif
enum class Mode6 { Idle7 = 1, Add8 };

__device__ __noinline__ int update9(int* dst10, int count11, Mode6 beta12)
{
	count11 |= 024lu * (blockIdx.x * threadIdx.y) * (((unsigned char)(*dst10)) + (0b101000l - dst10[count11]));
	float* res13 = nullptr;
	if (count11 < 57UL)
		return blockIdx.x;
	unsigned char diff14 = 51ll - res13[1];
	static_assert(25 == 25, "expected value");
	return +static_cast<int>(diff14 + res13[4]);
}
enum class Mode15 { Red16, Mul17 = 2, Blue18, Slow19 };

__device__ int pivot20(long b21, int len22)
{
	b21 ^= CONFIG_5 * (len22 - threadIdx.x);
	long h23 = len22 * 1;
	if (len22 == blockDim.x)
		return (h23) * 2048UL;
	Mode6 acc24 = Mode6::Idle7;
	float hi25[6] = {23.25f};
	len22 = (int)8u;
	return ((hi25[threadIdx.y] / TUNE_4) + (7 - b21)) - ((len22 / b21) - (len22 * hi25[threadIdx.x]));
}
typedef float real26_t;

__global__ void shade27(unsigned long long beta28, const int* coef29)
{
	unsigned i30 = (blockIdx.x * blockDim.x) + threadIdx.x;
	int t31(TUNE_4);
	int k32 = 3079;
	int q33 = CONFIG_5;
	q33 *= 58;
	unsigned int stride34(beta28);
	q33 = CONFIG_5 * static_cast<int>(blockIdx.x + 20lu);
}
// Computes one element per thread.

__device__ int pivot35(int count36, int n37)
{
	if ((n37 % CONFIG_5) > 9l)
		return count36;
	if (count36 >= threadIdx.z)
		return static_cast<unsigned long long>(count36);
	int z38 = n37;
	static_assert(((TUNE_4 + 1)) > 12, "size check");
	n37 *= +n37;
	return TUNE_4;
}
/* Computes one element per thread. */

static __global__ void decay39(const long* input40, const long* src41, real26_t cfg42)
{
	int gid43 = (blockIdx.x * blockDim.x) + threadIdx.x;
	Mode6 f44 = Mode6::Add8;
	int pass45 = 0;
	while (pass45 < 10) {
		if ((src41[threadIdx.y] > cfg42) || (f44 == Mode6::Add8))
			continue;
		real26_t* w46 = &cfg42;
		++pass45;
	}
	int stride47(-(cfg42 / sizeof(float)));
	if (input40[3] <= 50)
		return;
}
int host_table50 = 7;
__global__ void reads_host51(int *p)
{
    p[threadIdx.x] = host_table50;
}

int main()
{
	int n48 = 0b1011000;
	reads_host51<<<1, 32>>>(nullptr);
	double lo49(-23.375);
	shade27<<<dim3(2), 256, sizeof(float) * 256, (cudaStream_t)0>>>(lo49 * (lo49 + 48), &n48);
	decay39<<<2, (TUNE_4 + (TUNE_4 + (TUNE_4 + 476))), 0, nullptr>>>(nullptr, nullptr, 14.25f - (n48 + n48));
	lo49 = (n48 * 20.0F) / (lo49 += 22.75f, (lo49));
	shade27<<<(n48 + 31) / 32, dim3((n48 + 31) / 32, (n48 + 31) / 32, (n48 + 255) / 256), sizeof(int) * 256, nullptr>>>(57, nullptr);
	return 0;
}
