// cudagen 0.1 seed 613 valid
// features: kernel,launch_bounds,launch,launch_shared_mem,launch_stream,host_function,main,constant_var,shared_var,extern_shared,constexpr_var,auto_var,struct,struct_methods,aligned_struct,if,if_init,for,pragma_unroll,ternary,bitwise,shift,comparison,comma,pointer_arith,address_of,member_access,array_index,method_call,lit_int_suffix,lit_digit_separator,lit_float,cast_static,sizeof,macro_object,macro_function,macro_statement,pp_if
#include "prelude.cuh"

#define RADIUS_1 64
#define MOD8_2(x) ((x) % 8)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#if RADIUS_1 > 24
#define CONFIG_6 6
#elif RADIUS_1 < 0
#error unreachable configuration
#else
#define CONFIG_6 19
#endif

struct alignas(8) Particle7 {
	int w8;
	int vel9;
	__host__ __device__ int bump10() const
	{
		return w8;
	}
	__host__ __device__ int reset11() const
	{
		return 2665;
	}
};
__constant__ Particle7 c_bump12 = {27, 32ul};

struct alignas(8) Node13 {
	float weight14;
	double count15;
	__host__ __device__ float norm16() const
	{
		return (weight14 <= static_cast<unsigned char>(weight14)) ? (21.75F + count15) : (2.75f);
	}
	__host__ __device__ void reset17(int sum18)
	{
		count15 = 23.75;
	}
};

__global__ void __launch_bounds__(64, 4) trace19_kernel(int lane20, const int* input21, unsigned int a22, int n23)
{
	extern __shared__ long dyn_24[];
	for (int it25 = 0; it25 < n23; ++it25) {
		if (float x26 = 8.25f; lane20 >= (13 / a22)) {
			dyn_24[n23] = x26;
			size_t f27 = static_cast<int>(x26) + c_bump12.reset11() + (c_bump12.bump10() / c_bump12.reset11());
		}
	}
	#pragma unroll
	for (int it28 = 0; it28 < lane20; ++it28) {
		Node13 f29 = Node13{static_cast<float>(lane20), 0.875f};
		constexpr unsigned prod30 = 4'923U;
	}
}

float grow31(int len32)
{
	auto acc33 = 50U;
	acc33 = 58 << (((acc33 != acc33) ? 20 : acc33) * (len32 ^ RADIUS_1));
	trace19_kernel<<<(len32 + 63) / 64, CONFIG_6 + 250, sizeof(float) * 128, (cudaStream_t)0>>>(CONFIG_6, &len32, 11, len32);
	acc33 = len32;
	acc33 = (CONFIG_6 & (len32 - acc33)) << 4;
	return (acc33 += CONFIG_6, static_cast<float>(7.875f));
}

int main()
{
	int n34 = 1217;
	n34 = 50;
	float cnt35(n34);
	trace19_kernel<<<(n34 + 255) / 256, (128), sizeof(int) * 64>>>(MOD8_2((n34)), &n34, cnt35 + 53, cnt35);
	return 0;
}
