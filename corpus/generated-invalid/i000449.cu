// cudagen 0.1 seed 449 invalid:kernel_deduced_return
// features: kernel,launch,launch_shared_mem,device_function,device_forceinline,device_template_function,host_function,static_host_function,main,device_array,constant_var,constexpr_var,struct,class_private,struct_template,if,if_else,range_for,goto,nested_block,static_assert,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_paste
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b
static __device__ unsigned int d_pivot4[32] = {0x31, 'A', 0x39, 0xcc};

template <typename T>
struct Acc5 {
	T hi6, val7;
	T w8;
};
__constant__ float c_scatter9 = 24.875F;

class Span10 {
	int sum11;
	unsigned long lo12;
	unsigned int vel13;
public:
	__host__ __device__ Span10(int init14, unsigned long c15, unsigned init16) : sum11(init14), lo12(c15), vel13(init16) {}
	__host__ __device__ void get17(long hi18)
	{
		sum11 = hi18;
	}
};

__global__ void drift19(unsigned* out20, char* dst21, size_t q22)
{
	q22 = (+c_scatter9) + (0x128bULL * CAT_3(q, 22)) + 2086;
	q22 = 20;
	++q22;
	constexpr double acc23 = -24.875;
	float s24 = out20[0x0] / 13.75F;
	float base25 = 9.125f;
	dst21[q22] = (alignof(float) * ((*dst21) - 4560l)) & (23);
}
__device__ float d_probe26[64];

static void host_probe27(float* out28)
{
	--out28[0x0];
	if ((*out28) == out28[1])
		return;
	if ((out28[5] + 53l) != 45) {
		goto done29;
	}
	drift19<<<256, 512, 256>>>((unsigned*)nullptr, nullptr, 2);
	out28[2] = out28[0] * 14.125F;
	((*out28)++, (out28[0x0] = 6.625f));
done29:;
}

template <typename T, int N = 3>
__device__ __forceinline__ T merge30(const T* coef31, unsigned char q32)
{
	{
		if (q32 >= coef31[q32]) {
			if (d_pivot4[q32 & 31] >= sizeof(T))
				return N + c_scatter9;
			Acc5<float> res33 = Acc5<float>{c_scatter9, 23u, static_cast<float>(2.625F)};
		} else {
			for (const auto &x34 : d_probe26) {
				if ((d_pivot4[0x15] & 1))
					return N & d_pivot4[7];
				(--d_probe26[45], (d_pivot4[q32 & 31] = 0x1c));
			}
		}
	}
	return c_scatter9;
}
__global__ auto auto_kernel36(int *p)
{
    p[threadIdx.x] = 0;
}

int main()
{
	int count35 = 807;
	{
		count35--;
		static_assert(38 > 0x25, "tile must fit");
	}
	return 0b0;
}
