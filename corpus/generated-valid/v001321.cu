// cudagen 0.1 seed 1321 valid
// features: kernel,kernel_static,maxnreg,launch,launch_dim3,builtin_vars,device_function,device_noinline,host_device_function,device_template_function,host_function,main,device_var,constant_array,shared_var,shared_2d,static_shared,extern_shared,host_global,auto_var,struct,if,if_else,if_init,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_suffix,lit_nullptr,cast_c,cast_functional,cast_const,sizeof,macro_function,macro_statement,comments
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define MOD8_2(x) ((x) % 8)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

__global__ void __maxnreg__(128) march4(unsigned short *data5, double *data6)
{
	data6[1] = long(-50L);
	if (int base7((data5[0]) * (7 * (data6[gridDim.x] + gridDim.x))); threadIdx.x * base7) {
		unsigned int w8 = data6[base7];
	}
	data5[4]++;
	if ((data5[7] += 16, (data5[4] % data5[threadIdx.z])) >= (*data6)) {
		data5[blockIdx.y] = *data5;
		++data6[7];
	}
}

struct Pixel9 {
	int hi10;
	float mass11;
};
__constant__ int c_scale12[2] = {31L};
// Helper used by the kernels below.

__global__ void relax13_kernel(int n14, double *dst15)
{
	extern __shared__ int dyn_16[];
	static __shared__ int sh_17[9][14];
	__shared__ int sh_18[16];
	sh_17[5][n14]--;
}

template <typename T, int N = 7>
__device__ __noinline__ T warp19(const T *src20, int stride21, unsigned int q22)
{
	q22 = blockDim.x * threadIdx.x;
	T *off23 = const_cast<T*>(src20);
	return 35UL;
}
// Computes one element per thread.

static __global__ void gather24_kernel(int n25)
{
	unsigned int idx26 = threadIdx.x;
	if (c_scale12[n25] < n25) {
		return;
	}
	int hi27 = MOD8_2(gridDim.x);
	hi27 = blockIdx.y;
}

inline __host__ __device__ int norm28(int n29, unsigned beta30, unsigned long long cfg31)
{
	if (beta30 < beta30) {
		unsigned int *flag32 = &beta30;
	} else {
		beta30 = 30 + n29;
	}
	return ((int)48u) - (n29 * cfg31);
}
static float g_update33;
__device__ int d_accum34 = 4;

template <typename T, typename U>
__device__ unsigned char sweep35(U p36)
{
	--p36;
	static __shared__ float sh_37;
	return p36;
}

char check_apply38(int count39)
{
	auto val40 = sizeof(Pixel9);
	g_update33++;
	return val40 * (val40 << (43LL >> val40));
}

int main()
{
	int n41 = 759;
	relax13_kernel<<<(n41 + 255) / 256, 8 * 4>>>((34l * g_update33) / (5 - n41), nullptr);
	if (n41 >= n41) {
		return 1045lu + (n41 - g_update33);
	}
	march4<<<dim3(1 << 9, 8), 1 << 8>>>(nullptr, (double*)nullptr);
	gather24_kernel<<<(n41 + 31) / 32, dim3((n41 + 127) / 128, (n41 + 31) / 32, 1 << 7)>>>(sizeof(int));
	return 0;
}
