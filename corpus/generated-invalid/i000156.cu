// cudagen 0.1 seed 156 invalid:kernel_variadic
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,main,constexpr_var,local_array,if,switch,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,alignof,macro_function,macro_paste,macro_statement,pp_ifdef
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4
#ifdef USE_FAST_PATH_4
#define TUNE_5 9
#else
#define TUNE_5 33
#endif
__device__ void stencil6(size_t beta7, float *out8, const float *input9)
{
	float y10{646u};
	unsigned long long idx11 = +(51 + (*out8));
}
template <typename T, class U>
__global__ void __launch_bounds__(1 << (TUNE_5 + 1), 4) probe12_kernel(T *dst13, U *out14, const U *in15)
{
	unsigned tid16 = threadIdx.x;
	switch (CAT_3(tid, 16)) {
	case (2):
		out14[tid16]--;
		++(*dst13);
		break;
	}
}
__device__ int stencil17(int *__restrict__ data18, double *__restrict__ acc19)
{
	if (SQR_1(*data18) <= data18[threadIdx.y]) {
		return (short)(49 - (*data18));
	}
	int res20 = (*acc19) * ((!(threadIdx.z != TUNE_5)) ? (0xf + acc19[threadIdx.y]) : (TUNE_5 / acc19[5]));
	res20 = data18[1];
	res20 |= CAT_3(res, 20) + ((blockDim.x) - (9 - res20));
	return (static_cast<int>(49)) >> ((data18[6]));
}
__host__ __device__ int kick21(const unsigned char *in22, float q23)
{
	q23 /= TUNE_5;
	float s24[2]{8.625f, static_cast<float>(q23)};
	return 52;
}
__global__ void sift25(bool alpha26, int *acc27, double beta28)
{
	if (alpha26 == (TUNE_5 + beta28)) {
		if (alpha26) {
			--acc27[blockDim.x];
			beta28++;
		}
		alpha26 = SQR_1((acc27[warpSize] << gridDim.x)) <= kick21(reinterpret_cast<const unsigned char*>(acc27), beta28);
	}
	const unsigned *acc29 = reinterpret_cast<const unsigned*>(acc27);
}
__global__ void variadic_kernel31(int n, ...)
{
}
int main()
{
	int n30 = 2658;
	if (CAT_3(n, 30)) {
		return ((CAT_3(n, 30) >= n30) ? 7 : alignof(float)) + (n30 * CAT_3(n, 30));
	}
	probe12_kernel<unsigned int, long><<<TUNE_5 + 7, 64, 0, (cudaStream_t)0>>>(nullptr, static_cast<long*>(nullptr), nullptr);
	sift25<<<sizeof(float) * 4, (128)>>>(0, &n30, CAT_3(n, 30));
	return 0x0;
}
