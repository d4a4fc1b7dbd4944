// cudagen 0.1 seed 993 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,launch,launch_dim3,builtin_vars,host_function,constexpr_function,main,constexpr_var,struct,class_private,if,for,static_assert,compound_assign,shift,logical,comparison,comma,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

template <typename T, typename U>
__global__ void __maxnreg__(32) shade5_kernel(const T *src6)
{
	int gid7 = (blockIdx.x * blockDim.x) + threadIdx.x;
	static_assert(34 == 34, "bad config");
	for (int j8 = 0, j9 = gid7; j8 < j9; (++j8, (--j9))) {
		if (blockIdx.x < warpSize) {
			break;
		}
	}
}

class Body10 {
	int flag11;
	int sum12;
public:
	__host__ __device__ Body10(int init13, int c14) : flag11(init13), sum12(c14) {}
	__host__ __device__ int total15() const
	{
		return (sum12 - sum12) / 62U;
	}
};
// Helper used by the kernels below.

constexpr int relax16(int len17, int len18)
{
	len18 -= (CAT_4(len, 18) - len17) >> len18;
	double off19 = -5.375f;
	return +CAT_4(len, 18);
}

int main()
{
	int len20 = 769;
	constexpr unsigned f21 = 39;
	shade5_kernel<long, unsigned int><<<2, sizeof(float) * 0x10>>>((const long*)nullptr);
	for (int i22 = 0, j23 = len20; i22 < j23; (++i22, (--j23))) {
		dim3 h24 = dim3(128);
		len20 = 5 - CAT_4(len, 20);
	}
	return 0;
}
