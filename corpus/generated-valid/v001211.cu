// cudagen 0.1 seed 1211 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,constexpr_function,main,constant_var,managed_var,shared_var,extern_shared,constexpr_var,local_array,auto_var,enum,namespace,if,if_else,do_while,goto,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,sizeof,macro_function,comments
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))

__global__ void scale2(double *buf3, float *data4)
{
	extern __shared__ int dyn_5[];
	int iter6 = 0;
	do {
		if (threadIdx.x != (*buf3)) {
			continue;
		}
		if ((iter6 & 8) != 31) {
			break;
		}
		dyn_5[iter6 & 7] = dyn_5[3] ^ (threadIdx.x + (dyn_5[iter6 & 7] - sizeof(int)));
		++iter6;
	} while (iter6 < 13);
	(*buf3)--;
	dyn_5[blockDim.z] = 7UL;
}

template <class T>
__global__ void spread7(const T *in8)
{
	extern __shared__ float dyn_9[];
	int gid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
	++dyn_9[gridDim.x];
	auto r11 = *in8;
	unsigned int prod12[7] = {9, 'z', 55};
	dyn_9[1] = ((dyn_9[2] - gid10) * (1035u << gid10)) + (gid10 + in8[2]);
}
// Helper used by the kernels below.

static __global__ void __launch_bounds__(128) bump13(int *acc14, float cfg15, unsigned int *data16)
{
	int i17 = threadIdx.x;
	data16[i17] = 64;
	int m18 = '\101' + acc14[warpSize & 7];
	constexpr int hi19 = 60l;
	if (i17 >= m18) {
		goto skip22;
	}
	--m18;
	if (threadIdx.z <= hi19) {
		__shared__ double sh_20[128];
	} else if (!data16) {
		float h21 = (cfg15 + (blockIdx.x + blockIdx.x)) * ((data16[7] % '\'') | 61);
	}
skip22:;
}

namespace img23 {
enum Level24 : unsigned char { GREEN25 = 3, BUSY26 = 5 };
__constant__ unsigned c_march27 = 572L;
} // namespace img23
__managed__ unsigned m_filter28[4] = {59, '\x7f', 17L, 0L};

constexpr int run_pivot29(int stride30)
{
	stride30 = ((+stride30) * stride30) / ((double)(15UL / stride30));
	return img23::GREEN25;
}

int main()
{
	int count31 = 2211;
	count31 = count31;
	unsigned long s32[6] = {56LL, size_t(img23::GREEN25), 1892, 34, 1ul, 21u};
	scale2<<<(img23::BUSY26 + 123), img23::GREEN25 + 253, 0, (cudaStream_t)0>>>((double*)nullptr, (float*)nullptr);
	spread7<float><<<img23::BUSY26 + 251, 256, sizeof(double) * 128, (cudaStream_t)0>>>((const float*)nullptr);
	bump13<<<(count31 + 31) / 32, 128 * 4, 0, 0>>>(&count31, m_filter28[count31], m_filter28);
	return 0;
}
