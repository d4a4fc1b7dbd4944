// cudagen 0.1 seed 1633 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,host_device_function,host_function,static_host_function,constexpr_function,main,shared_var,shared_2d,extern_shared,constexpr_var,local_array,namespace,if,do_while,goto,nested_block,static_assert,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

__device__ __forceinline__ unsigned int update2(const int *__restrict__ src3, int len4)
{
	int iter5 = 0;
	do {
		__shared__ double sh_6[64];
		++iter5;
	} while (iter5 < len4);
	static_assert((0x7 * 7) > 48, "size check");
	float off7[3]{14, 8.625F, 4.F};
	unsigned long long tmp8 = 0xAC4 + threadIdx.y;
	unsigned v9 = 0x13lu * (((*src3) | 44) ^ (5u + (*src3)));
	return (30UL - (*src3)) - ((39 * iter5) + (~len4));
}

__device__ int weigh10(int stride11, const float *input12)
{
	if (stride11 <= stride11) {
		goto out14;
	}
	stride11 = ((float)(blockIdx.z & 0x11D9)) + (update2((const int*)nullptr, blockIdx.x) | (stride11 | 0x18));
	{
		++stride11;
		__shared__ double sh_13[256];
	}
	stride11 = 2239L >> gridDim.x;
out14:;
	return 0x3;
}
constexpr long BLOCK15 = (0x1 << 1) * 16;
static constexpr unsigned int WIDTH16 = 0x2;

__global__ void __launch_bounds__(WIDTH16 + (BLOCK15 + (WIDTH16 + 28)), 1) grow17(bool beta18, const int *__restrict__ coef19)
{
	int idx20 = (blockIdx.x * blockDim.x) + threadIdx.x;
	beta18 = weigh10(WIDTH16, nullptr) == '#';
	unsigned char h21[7]{26, 37, 20, 0xB, static_cast<unsigned char>(BLOCK15), 61ll, 40};
}

template <class T>
__global__ void stencil22(const T *input23, unsigned int cfg24, int stride25, int *__restrict__ acc26)
{
	unsigned int idx27 = threadIdx.x;
	if (idx27 >= stride25) {
		return;
	}
	constexpr unsigned int diff28 = (54);
	stride25 = *acc26;
	__shared__ float sh_29[12][(3)];
	cfg24 = update2(acc26, weigh10(sh_29[6][1], nullptr) + (sizeof(float) - sh_29[stride25][idx27]));
	int cnt30[5]{0x8lu, 54, 44U, 6, stride25};
	if ((*acc26) < threadIdx.x) {
		goto finish31;
	}
	stride25 += 3665;
finish31:;
}

__global__ void tally32_kernel(char alpha33, int count34)
{
	extern __shared__ int dyn_35[];
	dyn_35[0x5]--;
	static_assert(28 == 28, "tile must fit");
	float t36 = alpha33;
	float e37{9.0f};
}

constexpr __device__ __host__ int accum38(int stride39)
{
	return WIDTH16;
}

namespace ops40 {
template <typename T, int N = 2>
__global__ void tally41_kernel(const T *coef42, T p43)
{
	float lim44 = coef42[0x1];
	accum38(update2((const int*)nullptr, p43));
	constexpr int lo45 = 0x1E;
	unsigned tmp46 = lo45;
}

template <typename T, int N = 2>
__global__ void step47(const T *__restrict__ input48, float *data49, int count50, const T *in51)
{
	unsigned int i52 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (i52 >= count50) {
		return;
	}
	__shared__ long sh_53[8];
	__shared__ float sh_54[WIDTH16 + 126];
}

static unsigned int reduce55(int count56)
{
	count56 ^= BLOCK15;
	if (count56 != count56) {
		return accum38(accum38(count56));
	}
	if ((count56 - sizeof(unsigned int)) >= BLOCK15) {
		return BLOCK15;
	}
	if (accum38(count56) < 58ul) {
		return float(BLOCK15 & count56);
	}
	tally32_kernel<<<(128), 64>>>((count56 / WIDTH16) + (WIDTH16 - count56), (unsigned)count56);
	return 4335;
}
} // namespace ops40

constexpr int host_pivot57(int stride58, int count59)
{
	count59 %= BLOCK15 + count59;
	return BLOCK15;
}

int main()
{
	int size60 = 0xd91;
	size60 *= ops40::reduce55(host_pivot57(size60 / 48UL, +size60));
	if ((accum38(size60) & 0x1)) {
		return BLOCK15 + ops40::reduce55(27);
	}
	stencil22<<<2, 128, 0, (cudaStream_t)0>>>((const int*)nullptr, BLOCK15, float(size60) / BLOCK15, nullptr);
	grow17<<<64, 128>>>(((double)size60) + 19.125f, nullptr);
	ops40::tally41_kernel<<<(size60 + 31) / 32, (0x40), 4096>>>((const double*)nullptr, 5.0);
	ops40::step47<long, ((WIDTH16 + 5))><<<0x20, 128, 0, nullptr>>>(nullptr, nullptr, (double)(BLOCK15 / size60), nullptr);
	return 0x0;
}
