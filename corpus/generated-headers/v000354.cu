// cudagen 0.2 seed 354 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,launch,launch_shared_mem,main,device_array,shared_var,extern_shared,constexpr_var,const_local,struct,struct_methods,operator_overload,if,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_static,sizeof,macro_object,pp_ifdef,pp_if,local_class,variadic_template,fold_expression,nttp_auto,runtime_api
#include <cuda_runtime.h>
#include <cmath>
#include <type_traits>
#include <cuda/std/array>
#include <cuda/std/functional>

#define CHUNK_1 3
#define NUM_ITERS_2 (128)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 10
#else
#define TUNE_6 56
#endif
#if (TUNE_6 * 2) >= 12 && TUNE_6 != 0
#define CONFIG_7 2
#elif TUNE_6 < 0
#error unreachable configuration
#else
#define CONFIG_7 9
#endif

struct Node8 {
	bool val9;
	unsigned char sum10;
	double flag11;
	__host__ __device__ unsigned char bump12(int s13) const
	{
		return flag11;
	}
	__host__ __device__ void total14(int r15)
	{
		sum10 = TUNE_6 + flag11;
	}
};

__host__ __device__ Node8 operator+(Node8 a, Node8 b)
{
	Node8 r = a;
	r.sum10 += b.sum10;
	r.flag11 += b.flag11;
	return r;
}

__global__ void clamp16_kernel(const double* input17)
{
	const double t18 = NUM_ITERS_2;
	(void)t18;
	const float diff19 = input17[0];
	(void)diff19;
	if (((input17[1] <= CHUNK_1) ? 1'366u : (*input17)) <= 53) {
		return;
	}
}
static __device__ double d_split20[32];
template <auto V>
int addConst21(int x) {
	using value_type = decltype(V);
	return x + static_cast<int>(V) + static_cast<int>(sizeof(value_type));
}
template <auto... Vs> int sumConsts22() { return (0 + ... + static_cast<int>(Vs)); }
int consts23(int x) { return addConst21<3>(x) + addConst21<'a'>(x) + addConst21<7u>(x) + addConst21<true>(x) + sumConsts22<1, 'b', 3u>(); }

template <typename T>
__global__ void score24(T* out25)
{
	extern __shared__ int dyn_26[];
	if (dyn_26[2] == dyn_26[6]) {
		d_split20[9]--;
		if ((dyn_26[5] & 1)) {
			return;
		}
		long cnt27 = 1950;
		(void)cnt27;
	}
	double lim28 = 52l << ((dyn_26[6]) - (~dyn_26[3]));
	if (dyn_26[4] < lim28) {
		return;
	}
}

__global__ void __maxnreg__(32) march29(int count30, Node8 cfg31, int stride32)
{
	(++count30, (d_split20[stride32 & 31] = 7.125f - stride32));
	int y33 = 244;
	(void)y33;
}

int main()
{
	int count34 = 3'731;
	cudaError_t err35 = cudaGetLastError();
	int ok36 = err35 == cudaSuccess ? 1 : 0;
	struct Local37 {
		int s;
		int add(int v) { s += v; return s; }
	};
	Local37 res38{7};
	int s39 = res38.add(count34 / ok36);
	ok36 |= 15;
	s39++;
	if (ok36 != count34) {
		return 43U & s39;
	}
	clamp16_kernel<<<(s39 + 127) / 128, (CONFIG_7 + 62), sizeof(int) * 128>>>(static_cast<const double*>(nullptr));
	score24<long><<<1, sizeof(unsigned int) * (CONFIG_7 + (TUNE_6 + (CONFIG_7 + CONFIG_7)))>>>(static_cast<long*>(nullptr));
	march29<<<(64), sizeof(unsigned int) * 0b10000000, 0>>>(61, Node8{false, static_cast<unsigned char>(count34), 31U}, 40l);
	return 0;
}
