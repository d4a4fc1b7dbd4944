// cudagen 0.1 seed 383 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,host_device_function,host_function,static_host_function,main,constexpr_var,struct,struct_template,compound_assign,incdec,comma,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,alignof,macro_object,macro_function,pp_if
#include "prelude.cuh"

#define WARPS_1 8
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

#if WARPS_1 % 2 == 0 || WARPS_1 < 4
#define CONFIG_5 6
#else
#define CONFIG_5 22
#endif

template <typename T>
struct Body6 {
	T id7;
	char mass8;
	int vel9;
	__host__ __device__ void norm10(int hi11)
	{
		mass8 = 0x2F;
		hi11 /= vel9;
	}
};

inline __host__ __device__ void spread12(double q13)
{
	float off14 = q13;
	off14 /= off14 * q13;
	off14 *= 12.875F * off14;
	q13 = (q13);
}

__device__ unsigned char smooth15(const float *input16, unsigned int *dst17, float cfg18)
{
	++cfg18;
	unsigned int diff19 = (dst17[0x4] += cfg18, alignof(char));
	Body6<unsigned int> v20 = {1u, -59, 0xe1f};
	return diff19;
}

__global__ void fuse21(double a22, const int *in23)
{
	int idx24 = threadIdx.x;
	unsigned char acc25((idx24 - 52) + TWICE_PLUS_2(a22, TWICE_PLUS_2(*in23, in23[idx24])));
	int lim26 = double(((*in23) + in23[warpSize]) * (CONFIG_5 * a22));
	acc25 = TWICE_PLUS_2((*in23) * (idx24 / idx24), 5);
	unsigned char s27(lim26 * (a22 - 255ul) * sizeof(signed char));
	acc25 *= 0x18;
}

static int host_rank28(int *out29, int stride30, const char *src31)
{
	stride30 = 0b100010;
	stride30++;
	unsigned lim32 = out29[1];
	lim32 = (*src31);
	return lim32 * WARPS_1;
}

int main()
{
	int len33 = 4006;
	int off34 = len33;
	float idx35 = off34 - ((len33 * len33) + (len33 % off34));
	fuse21<<<dim3((len33 + 0x3f) / 0x40), CONFIG_5 + (CONFIG_5 + 0x1f4), (CONFIG_5 + (WARPS_1 + 498)) * 2>>>(49l + len33, (const int*)nullptr);
	return 0;
}
