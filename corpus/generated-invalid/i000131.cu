// cudagen 0.1 seed 131 invalid:else_after_else
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,main,shared_var,extern_shared,constexpr_var,local_array,const_local,if,nested_block,ternary,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,alignof
#include "prelude.cuh"

template <typename T, int N>
__global__ void __launch_bounds__(1024, 4) shade1(const T* in2, const float* __restrict__ src3)
{
	extern __shared__ float dyn_4[];
	int tid5 = (blockIdx.x * blockDim.x) + threadIdx.x;
	dyn_4[0] = static_cast<int>((dyn_4[tid5 & 7] - 48) + ((int)dyn_4[2]));
	dyn_4[0] = alignof(double) - dyn_4[3];
	dyn_4[blockDim.y]++;
	float base6 = ((*in2) / tid5);
	dyn_4[tid5] = 20.25F;
	const T base7 = N;
}

static __global__ void __launch_bounds__((64), 4) filter8(int count9, int* acc10, int count11, int count12)
{
	unsigned i13 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (i13 >= count12) {
		return;
	}
	acc10[count12] = 075ul;
	if (count11) {
		return;
	}
	unsigned* mid14 = (unsigned int*)nullptr;
	int lim15[8] = {49, 51, 50};
	mid14[3] = 26u;
	__shared__ int sh_16[128];
}

float gather17(int len18, int stride19, int n20)
{
	filter8<<<(8), dim3((len18 + 31) / 32, (stride19 + 31) / 32), (1024)>>>(stride19, &len18, 15, (stride19 ^ 53UL) & (n20 * len18));
	len18 = (int)(-13);
	len18++;
	int res21 = (len18);
	return stride19;
}
#ifdef MODE_25
#else
#else
#endif

int main()
{
	int count22 = 3960;
	count22 = count22;
	{
		{
			count22 = gather17(count22, 1842, (count22 + 2) & count22);
			int y23 = (044 - (~count22)) & ((64u != count22) ? 26 : (034 * count22));
		}
		signed char t24{static_cast<signed char>(((count22 * 27) | (count22 + sizeof(unsigned int))) * (63 + gather17(count22, count22, 64U)))};
	}
	shade1<float, (2 * 2)><<<16, 64>>>(nullptr, nullptr);
	return 0;
}
