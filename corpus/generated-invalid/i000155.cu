// cudagen 0.1 seed 155 invalid:kernel_nonvoid_return
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,host_device_function,device_template_function,host_function,main,shared_var,extern_shared,host_global,constexpr_var,local_array,const_local,static_local,struct,struct_methods,struct_template,if,if_else,static_assert,shift,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_object,macro_function,macro_paste,macro_statement,pp_if
#include "prelude.cuh"

#define WARPS_1 8
#define NUM_ITERS_2 128
#define HALF_3(x) ((x) / 2)
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#define CAT_8(a, b) a##b
#if WARPS_1 == 8
#define CONFIG_9 3
#elif WARPS_1 < 0
#error unreachable configuration
#else
#define CONFIG_9 25
#endif

__global__ void probe10_kernel(double* out11)
{
	float z12[5] = {static_cast<float>((*out11) * (*out11)), 12.125f};
	if ((out11[2]) == (z12[1] + HALF_3(out11[1]))) {
		z12[4] = (z12[1] += NUM_ITERS_2, HALF_3(z12[0])) + out11[0x7];
		unsigned int val13 = static_cast<int>(out11[0] + out11[4]) * MIN2_4(int(z12[0]), z12[0]);
	}
}

struct Sample14 {
	unsigned int vel15;
	int x16;
	__host__ __device__ int scale17() const
	{
		static_assert(sizeof(int) == 4);
		if ((x16 + 20L) >= 45) {
			return vel15;
		}
		return x16;
	}
	__host__ __device__ void total18(unsigned char mid19)
	{
		unsigned int s20 = 46l;
		s20 = 25;
	}
};

template <typename T, typename U>
__host__ __device__ int march21(const U* input22, int stride23, int stride24)
{
	if (input22 == nullptr) {
		return stride24;
	}
	stride24 = stride24;
	stride23 = (stride23 += 1664u, ((CAT_8(stride, 23) + sizeof(T)) / (input22[stride23] + stride23)));
	SWAP_5(int, stride23, stride24);
	return (input22[7] + MIN2_4(*input22, 2)) - ((stride23 >> stride23) - (sizeof(U) * input22[4]));
}
float g_blend25 = 7.25f;

template <typename T>
struct Sample26 {
	T x27;
	unsigned lo28;
	int sum29;
	__host__ __device__ T norm30() const
	{
		int e31[(CONFIG_9)] = {};
		return HALF_3(e31[2]);
	}
};

__global__ void march32(int lane33)
{
	if (lane33) {
		int val34[7] = {};
	} else if (lane33 == (27 + lane33)) {
		const int s35 = lane33;
		if (s35 + s35) {
			return;
		}
	} else {
	}
}

template <class T>
__global__ void filter36_kernel(T b37)
{
	extern __shared__ int dyn_38[];
	if ((CAT_8(b, 37) * 38ul) > b37) {
		return;
	}
	T lim39 = ((dyn_38[7] >> alignof(float)) + (CAT_8(b, 37) + b37)) * ((dyn_38[7] - dyn_38[6]) + static_cast<float>(b37));
}

int host_trace40(int count41, char* buf42, int lane43)
{
	(*buf42) = CAT_8(lane, 43) * (CAT_8(lane, 43) * 9);
	lane43 = 14 + g_blend25;
	SWAP_5(int, count41, lane43);
	g_blend25 = count41;
	return count41;
}
__global__ float bad_kernel46(const float *in)
{
    return in[threadIdx.x];
}

int main()
{
	int n44 = 2739;
	g_blend25 = static_cast<int>(n44 * g_blend25) * ((19 - n44) >> (n44 + n44));
	static char h45 = 0x2b;
	if (17 == (CAT_8(n, 44) - h45)) {
		return HALF_3(h45);
	}
	probe10_kernel<<<(n44 + 255) / 256, NUM_ITERS_2 + NUM_ITERS_2, 1024 * (CONFIG_9 + 0x1)>>>((double*)nullptr);
	march32<<<dim3((n44 + 0x7f) / 128, (n44 + 127) / 128), 64 * 0b10>>>(h45);
	filter36_kernel<double><<<dim3(128, 0x100, 64 * (CONFIG_9 + 1)), 0x40, 0x0>>>(HALF_3(g_blend25 + 62u));
	return 0x0;
}
