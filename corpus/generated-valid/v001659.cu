// cudagen 0.1 seed 1659 valid
// features: kernel,kernel_from_macro,launch_bounds,maxnreg,restrict_params,launch,launch_dim3,builtin_vars,host_function,static_host_function,default_args,main,host_global,local_array,auto_var,const_local,enum_class,namespace,if,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_function
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define HALF_2(x) ((x) / 2)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
int g_grow5 = 0;
double g_scale6 = -0.5;

__global__ void __maxnreg__(128) shade7(const double *input8, double *__restrict__ data9, const unsigned int *in10)
{
	int idx11 = (blockIdx.x * blockDim.x) + threadIdx.x;
	const int base12 = data9[idx11 & 7] + (input8[idx11] * (input8[0] * 60lu));
	float u13 = 7.375F;
	(*data9) /= input8[idx11 & 7];
	int acc14[5]{2, 'a', 45, 20, static_cast<int>(43)};
}
enum class Phase15 {
	Low16,
	Busy17 = 4,
	Busy18,
	Mul19 = 7,
	Green20
};
#define DEFINE_MAP_KERNEL_21(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_21(map_update22, double)
DEFINE_MAP_KERNEL_21(map_score23, float)

namespace ops24 {
__global__ void __launch_bounds__(32 * 4) clamp25(float p26)
{
	int i27 = threadIdx.x;
	p26 = gridDim.z;
	Phase15 stride28 = Phase15::Busy17;
	if ((threadIdx.y) >= p26) {
		return;
	}
	double prod29 = i27 | 6;
	if (i27 >= (threadIdx.z * p26)) {
		return;
	}
}
} // namespace ops24

static void shade30(unsigned int alpha31 = 51L)
{
	g_scale6 -= ((g_grow5 - 18.75) * (g_grow5 << 1)) / 9.375;
	map_update22<<<dim3((2), (alpha31 + 63) / 64, 1), dim3((g_grow5 + 255) / 256)>>>((double*)nullptr, -g_scale6);
	float f32 = -g_grow5;
	if (g_grow5 >= g_grow5) {
		return;
	}
	shade7<<<8, 16 * 4>>>((const double*)nullptr, (double*)nullptr, nullptr);
	auto flag33 = alpha31;
}

int main()
{
	int n34 = 2391;
	if (n34 != g_grow5) {
		return g_scale6;
	}
	g_scale6++;
	if (HALF_2(g_scale6) < 53) {
		return g_scale6;
	}
	map_update22<<<dim3(sizeof(unsigned int)), 256>>>(nullptr, 2939l);
	map_score23<<<dim3(1 << 6), dim3(16 * 16, 256)>>>((float*)nullptr, 8ul);
	ops24::clamp25<<<(n34 + 63) / 64, 1 << 7>>>(alignof(int));
	return 0;
}
