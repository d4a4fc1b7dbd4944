// cudagen 0.1 seed 738 invalid:redeclared_host_as_device
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,static_device_function,host_device_function,default_args,main,shared_var,shared_2d,static_shared,constexpr_var,auto_var,anon_namespace,if,if_init,for,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_nullptr,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define NUM_ITERS_1 3
#define RADIUS_2 64
#define MOD8_3(x) ((x) % 8)
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define USE_FAST_PATH_7

#ifdef USE_FAST_PATH_7
#define TUNE_8 2
#else
#define TUNE_8 46
#endif
// Helper used by the kernels below.

__device__ unsigned char step9(int n10, int n11)
{
	if (blockDim.y <= MOD8_3(n11)) {
		n11 = static_cast<int>(MOD8_3(n10) * static_cast<float>(n11));
		int val12 = 7;
	}
	return TUNE_8;
}
// Returns the accumulated value.

__global__ void __launch_bounds__(32, TUNE_8 + 1) weigh13(float *__restrict__ buf14, const unsigned *__restrict__ src15, int len16, int count17)
{
	int i18 = (blockIdx.x * blockDim.x) + threadIdx.x;
	for (int j19 = 0; j19 < 14; ++j19) {
		int s20 = 11;
		++count17;
	}
}

namespace {
__host__ __device__ double stencil21(float *__restrict__ dst22, float a23)
{
	size_t acc24 = MOD8_3(short(dst22[6] * a23));
	a23 += acc24 * acc24;
	a23++;
	(*dst22)--;
	return 07045L + (+a23);
}

static __device__ __forceinline__ void rank25(long long a26, const double *__restrict__ src27, unsigned int b28 = 073)
{
	for (int i29 = 0; i29 < 9; i29++) {
		if (18U == (a26 | threadIdx.z))
			return;
		__shared__ double sh_30[6][8];
	}
	b28 *= src27[a26];
	if ((+b28) == NUM_ITERS_1)
		return;
	b28 = 16;
}

__device__ __forceinline__ unsigned int pivot31(unsigned long long q32, int n33)
{
	if (47u <= ((q32 >> n33) / (sizeof(float) + q32))) {
		unsigned int s34 = (n33 ^ MOD8_3(blockDim.x)) | (n33 += q32, (sizeof(char) + n33));
		--n33;
	}
	return MOD8_3(n33);
}
} // namespace

__device__ void weigh35(unsigned long cfg36, int stride37, int stride38)
{
	for (int n39 = 0; n39 < stride37; n39++) {
		static __shared__ double sh_40[9][15];
	}
	double base41 = (stride37);
}
__device__ int both45(int x);
__host__ int both45(int x)
{
    return x;
}

int main(void)
{
	int n42 = 84;
	if (auto w43 = n42; w43 >= 1) {
		dim3 tmp44(1 << 5, 256 * TUNE_8);
		(--w43, (w43 *= w43));
	}
	weigh13<<<dim3(512, (n42 + 31) / 32, (n42 + 31) / 32), 64, sizeof(int) * 0400, 0>>>(nullptr, nullptr, int(14l), MOD8_3(n42 + n42));
	return 0;
}
