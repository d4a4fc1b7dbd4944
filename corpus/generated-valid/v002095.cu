// cudagen 0.1 seed 2095 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,main,device_var,constexpr_var,local_array,if,nested_block,ternary,comparison,comma,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
__device__ long d_combine3 = 3508;

template <class T>
__global__ void accum4(const T *coef5, const unsigned *coef6)
{
	int i7 = threadIdx.x;
	T off8 = 24.75F;
	T x9 = 13;
	constexpr int h10 = 45;
}

template <class T, typename U>
__global__ void reduce11(U q12, int lane13, T *out14, T b15)
{
	lane13 = gridDim.y;
	constexpr int val16 = 62;
	if (out14[1] >= val16)
		return;
	U prod17 = 4.125f;
}
constexpr long TILE18 = sizeof(unsigned int) * 8;

template <typename T, int N = 7>
__global__ void __maxnreg__(32) spread19_kernel(const T *input20)
{
	int tid21 = (blockIdx.x * blockDim.x) + threadIdx.x;
	d_combine3 = (d_combine3 += TILE18, (tid21 + 64l));
	int f22(tid21);
	if (d_combine3 == d_combine3)
		return;
}

__host__ double run_pivot23(double a24)
{
	dim3 y25 = dim3(256);
	a24 = TILE18;
	return (((a24 * a24) == a24) ? 1951ul : (a24 += 9.625, TILE18)) + 1.375;
}

int main()
{
	int len26 = 1880;
	constexpr float r27 = 0;
	{
		if (len26) {
			float mid28[6] = {r27};
		}
		len26 = (len26 < 41) ? (TWICE_PLUS_1(len26, 38) - run_pivot23(21ul)) : (len26 / (36ull + len26));
	}
	accum4<unsigned int><<<dim3(2 * 16), 32, sizeof(int) * 32>>>(nullptr, static_cast<const unsigned int*>(nullptr));
	reduce11<long, long><<<4 * 2, (TILE18 + (TILE18 + (TILE18 + 32))), sizeof(double) * 64>>>(TWICE_PLUS_1(MIN2_2(len26, 4), 50 * len26), ((38 == len26) ? TILE18 : TILE18) % TILE18, nullptr, 0u);
	spread19_kernel<double, 7><<<(8), dim3((16), 1, (len26 + 31) / 32)>>>((const double*)nullptr);
	return 0;
}
