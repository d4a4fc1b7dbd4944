// cudagen 0.1 seed 491 invalid:local_type_as_kernel_template_arg
// features: kernel,kernel_extern_c,kernel_from_macro,launch_bounds,launch,launch_dim3,launch_shared_mem,builtin_vars,main,constexpr_var,local_array,auto_var,const_local,if,nested_block,compound_assign,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_object,macro_function,macro_paste,macro_statement,pp_if
#include "prelude.cuh"

#define WARPS_1 128
#define HALF_2(x) ((x) / 2)
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_5(a, b) a##b

#if WARPS_1 > 90
#define CONFIG_6 7
#else
#define CONFIG_6 11
#endif

__global__ void __launch_bounds__(sizeof(int) * 16, 1) split7(int stride8)
{
	int idx9 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx9 >= stride8) {
		return;
	}
	stride8++;
	long idx10 = blockIdx.x + 27ul;
}

__global__ void decay11(float *data12, int len13)
{
	data12[1]--;
	if ((len13 << CAT_5(len, 13)) > CAT_5(len, 13)) {
		data12[1] = HALF_2(float(len13));
		if (39 >= (data12[5])) {
			return;
		}
		long lo14[5]{4l, long(*data12), 43, 3726, -38};
	}
	(*data12)--;
}

extern "C" {
__global__ void stencil15(float beta16, int count17)
{
	int gid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (gid18 >= count17) {
		return;
	}
	{
		if ((25 > threadIdx.x) && (gid18 <= blockDim.x)) {
			return;
		}
		beta16 -= beta16 + 9;
	}
	const float m19 = alignof(float) - (count17 + 16.75f);
	int idx20 = ((2670) - threadIdx.x) >> (CAT_5(count, 17) - 44);
	float k21 = beta16 - (idx20 / (idx20 + CAT_5(m, 19)));
	long z22 = MAX2_3(count17 >> threadIdx.y, (beta16 + WARPS_1) * count17);
}
}
#define DEFINE_MAP_KERNEL_23(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_23(map_combine24, int)

__global__ void relax25(int lane26)
{
	int i27 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if ((CAT_5(i, 27) >= sizeof(unsigned short)) && (lane26 < CAT_5(i, 27))) {
		return;
	}
	if ((lane26 - 13) > lane26) {
		auto hi28 = CAT_5(i, 27);
		float z29 = WARPS_1;
	}
	int e30[8]{61, i27, static_cast<int>(i27), int(lane26), 044, 22, 8l, 5U};
}
template <typename T>
__global__ void fill_kernel32(T value, T *out)
{
    out[threadIdx.x] = value;
}

int main(void)
{
	int count31 = 941;
	struct Local33 {
	    int a;
	};
	Local33 item34 = {1};
	fill_kernel32<<<1, 32>>>(item34, (Local33 *)nullptr);
	stencil15<<<(count31 + 63) / 64, 256>>>(count31 + (CONFIG_6 + count31), count31 - (-count31));
	--count31;
	split7<<<WARPS_1 + (WARPS_1 + (WARPS_1 + WARPS_1)), 512, 0>>>(CAT_5(count, 31));
	decay11<<<1 << 1, (CONFIG_6 + (WARPS_1 + (CONFIG_6 + 370)))>>>((float*)nullptr, count31);
	map_combine24<<<2, dim3(2, WARPS_1 + WARPS_1, 32), 0>>>(nullptr, count31 + 54);
	return 0;
}
