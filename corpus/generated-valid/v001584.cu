// cudagen 0.1 seed 1584 valid
// features: kernel,kernel_from_macro,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,device_var,shared_var,shared_2d,static_shared,extern_shared,constexpr_var,if,if_else,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define MOD8_2(x) ((x) % 8)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define USE_FAST_PATH_6
#ifdef USE_FAST_PATH_6
#define TUNE_7 6
#else
#define TUNE_7 21
#endif
__device__ double d_step8 = 0.625;
__global__ void blend9_kernel(int* buf10, int n11, float* __restrict__ out12)
{
	float e13 = MOD8_2(n11 * n11) + (d_step8 + 9.5F);
	out12[5]--;
	if ((MOD8_2(*buf10) + d_step8) > e13) {
		buf10[n11] = d_step8;
		if (n11)
			return;
	} else {
		buf10[2] <<= 0x3;
		e13 -= *buf10;
	}
}
__global__ void sift14(int stride15, float* __restrict__ buf16, float* data17, unsigned cfg18)
{
	++data17[stride15 & 7];
	if ((cfg18 != 27l) || stride15)
		return;
	int res19 = (*buf16) - (3366u | ((d_step8 != 56) ? 0x6UL : 48ull));
	d_step8 = ((1574U - d_step8) - (13.125 * res19)) + 22.25;
	if (51 > res19)
		return;
	static __shared__ float sh_20[11][3];
}
#define DEFINE_MAP_KERNEL_21(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_21(map_accum22, unsigned int)
__global__ void stencil23(int count24, int* acc25, float p26)
{
	extern __shared__ int dyn_27[];
	float* mid28 = nullptr;
	if (acc25[count24 & 7] == d_step8)
		return;
}
int stencil29(int len30, int lane31)
{
	float h32 = lane31;
	sift14<<<(lane31 + 127) / 128, TUNE_7 + 122, sizeof(float) * 256, nullptr>>>(static_cast<int>(MOD8_2(len30)), nullptr, nullptr, TUNE_7);
	constexpr int lim33 = 0x13 * 3;
	bool lo34 = false;
	stencil23<<<0x1 << 0x1, 256, sizeof(float) * 64, (cudaStream_t)0>>>(TUNE_7, (int*)nullptr, 3923ul);
	return 3042U * len30;
}
int main(void)
{
	int size35 = 0x1ee;
	stencil29((size35 << size35) % (size35 + 1143), size35);
	if (((!(size35 >= size35)) ? (size35 | sizeof(long)) : (size35 * size35)) < 6) {
		blend9_kernel<<<(32), 512>>>((int*)nullptr, size35, static_cast<float*>(nullptr));
		blend9_kernel<<<(TUNE_7 + 506), (32), 0x10 * 0x10, (cudaStream_t)0>>>(nullptr, TUNE_7, nullptr);
	}
	map_accum22<<<(size35 + 0x7f) / 0x80, 1 << (TUNE_7 + 2), sizeof(float) * 256, (cudaStream_t)0>>>(nullptr, 63);
	return 0;
}
