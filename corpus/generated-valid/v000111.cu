// cudagen 0.1 seed 111 valid
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,host_function,static_host_function,default_args,main,device_var,shared_var,static_shared,extern_shared,constexpr_var,local_array,enum_class,typedef,if,range_for,while,do_while,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_function,pp_ifdef,pp_if
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define USE_FAST_PATH_2

#ifndef USE_FAST_PATH_2
#define TUNE_3 10
#else
#define TUNE_3 45
#endif

#if TUNE_3 % 2 == 0 || TUNE_3 < 4
#define CONFIG_4 1
#else
#define CONFIG_4 24
#endif

__global__ void trace5(int n6, double a7)
{
	int tid8 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (tid8 >= n6) {
		return;
	}
	n6 = ADD3_1((static_cast<unsigned char>(threadIdx.z)), threadIdx.z, (a7 == tid8) ? CONFIG_4 : tid8);
	n6++;
	float k9 = n6;
	int pass10 = 0;
	do {
		static __shared__ float sh_11;
		float t12[6] = {sh_11, 9.25f, k9, 2.5F};
		++pass10;
	} while ((pass10 < 5) && (!(k9 <= 31)));
}

static float run_norm13(int lane14, unsigned q15 = L' ')
{
	if (11L <= q15) {
		return q15;
	}
	unsigned int lim16 = lane14;
	int cnt17 = 2966ULL + q15;
	return q15;
}
typedef double real18_t;
enum class State19 { Slow20, Add21 };

__device__ __forceinline__ int apply22(int len23, State19 q24)
{
	++len23;
	__shared__ long sh_25[256];
	int w26 = 0;
	while ((w26 < len23) && blockIdx.z) {
		long diff27[7] = {static_cast<long>(22), 0, 63ll, 716};
		sh_25[180] &= diff27[3];
		++w26;
	}
	return len23;
}
enum class Kind28 : unsigned char { Red29, Green30 = 6, On31 };

__device__ int pivot32(int count33, int* buf34, const float* src35)
{
	__shared__ int sh_36[32];
	for (auto &k37 : sh_36) {
		unsigned char lim38[3] = {};
	}
	apply22(apply22((threadIdx.x), State19::Add21), State19::Slow20);
	return (((sh_36[28] > blockIdx.x) ? blockIdx.x : 863) / apply22(*buf34, State19::Slow20)) * CONFIG_4;
}

__global__ void split39_kernel(const float* coef40, double beta41)
{
	extern __shared__ int dyn_42[];
	beta41 /= (+beta41) * 19.75;
	apply22(beta41, State19::Add21);
	beta41 = beta41 * apply22(apply22(2, State19::Slow20), State19::Slow20);
}
enum class Color43 { Green44, Off45 = 5, Add46 };
__device__ int d_scatter47;

__global__ void reduce48(float* buf49)
{
	int gid50 = (blockIdx.x * blockDim.x) + threadIdx.x;
	__shared__ signed char sh_51[8];
	(*buf49) *= ADD3_1((sh_51[d_scatter47] - 12), pivot32(sh_51[gid50], nullptr, buf49), pivot32(45u, &d_scatter47, buf49));
	int iter52 = 0;
	do {
		double t53 = 57;
		int prod54 = sh_51[d_scatter47];
		++iter52;
	} while ((iter52 < 15) && ((threadIdx.x != iter52) && (buf49 != nullptr)));
	if (blockIdx.z > sh_51[d_scatter47]) {
		return;
	}
	apply22(CONFIG_4, State19::Slow20);
}

int main()
{
	int len55 = 2492;
	len55 = -((3 >> len55) * run_norm13(3824));
	cudaStream_t s56 = 0;
	len55--;
	trace5<<<(CONFIG_4 + 104), (32)>>>(len55, len55);
	split39_kernel<<<(len55 + 127) / 128, 512, sizeof(int) * 128, s56>>>((const float*)nullptr, 20.375);
	reduce48<<<(len55 + 255) / 256, 4 * 16, sizeof(int) * 64, (cudaStream_t)0>>>(nullptr);
	return 0;
}
