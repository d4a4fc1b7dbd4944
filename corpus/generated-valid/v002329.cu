// cudagen 0.1 seed 2329 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,shared_var,constexpr_var,local_array,auto_var,if,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_statement,pp_if
#include "prelude.cuh"

#define BLOCK_SIZE_1 16
#define BLOCK_SIZE_2 ((1 << 3) * 2)
#define HALF_3(x) ((x) / 2)
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#if (BLOCK_SIZE_1 * 2) >= 5 && BLOCK_SIZE_1 != 0
#define CONFIG_6 5
#elif BLOCK_SIZE_1 < 0
#error unreachable configuration
#else
#define CONFIG_6 18
#endif
constexpr int DEPTH7 = 1 << (CONFIG_6 + 1);

template <class T, int N>
__global__ void __launch_bounds__(1 << CONFIG_6, 3) rank8_kernel(const T *src9, int stride10, float *__restrict__ data11)
{
	int tid12 = threadIdx.x;
	if (tid12 >= stride10)
		return;
	stride10--;
	unsigned long y13[5] = {};
	__shared__ long long sh_14[32];
	data11[6] *= BLOCK_SIZE_1;
	y13[blockDim.x] = stride10 ^ sh_14[stride10 & 0x1f];
	--stride10;
	(*data11) /= (((stride10 * tid12) % (N * sh_14[16])) <= N) ? N : (BLOCK_SIZE_2 - y13[3]);
}

template <class T, int N = 1>
__global__ void __maxnreg__(128) apply15(T a16, int *data17)
{
	if ((data17[1] & blockDim.z) <= N)
		return;
	T tmp18 = DEPTH7;
	unsigned long lim19[5]{0x18, 7lu, size_t(30UL), 5l, 16};
	tmp18 /= tmp18;
	(*data17) = (DEPTH7 * (*data17)) << lim19[blockIdx.z];
	(*data17)--;
}

__global__ void __launch_bounds__(sizeof(float) * 128, 0x4) grow20(int lane21, int stride22, const double *coef23)
{
	int tid24 = (blockIdx.x * blockDim.x) + threadIdx.x;
	int k25 = ((041u) - blockIdx.x) / ((int)threadIdx.x);
	if ((lane21 % DEPTH7) >= tid24)
		return;
	__shared__ float sh_26[16];
	int diff27 = sh_26[lane21 & 0xf];
	diff27 |= diff27 & (12L % gridDim.x);
	auto val28 = sizeof(int);
	stride22 -= 43;
}

int pivot29(int count30)
{
	count30++;
	if (!(DEPTH7 >= count30))
		return (DEPTH7 & count30);
	++count30;
	grow20<<<dim3((count30 + 63) / 64, (1)), (BLOCK_SIZE_1 + 0160), 0x0, (cudaStream_t)0>>>(DEPTH7 - count30, DEPTH7 + count30, nullptr);
	float w31 = count30;
	apply15<unsigned int, 6><<<dim3(sizeof(float) * 4, (BLOCK_SIZE_2 + 020) * 0x4, (BLOCK_SIZE_1 + 0x10) * (CONFIG_6 + (CONFIG_6 + 0x6))), sizeof(int) * (BLOCK_SIZE_1 + (CONFIG_6 + 107))>>>(sizeof(int), (int*)nullptr);
	return DEPTH7 | count30;
}

int main()
{
	int size32 = 3079;
	grow20<<<(size32 + 31) / 32, 256>>>(BLOCK_SIZE_2, HALF_3(pivot29(9)), nullptr);
	int t33 = DEPTH7;
	pivot29((long)('A' - size32));
	rank8_kernel<float, 2><<<0x1 << (CONFIG_6 + 1), (BLOCK_SIZE_2 + 0x30)>>>(nullptr, pivot29(HALF_3(size32)), static_cast<float*>(nullptr));
	unsigned int e34 = ~(('a' / size32) + (size32 - DEPTH7));
	size32 ^= BLOCK_SIZE_1;
	return 0;
}
