// cudagen 0.1 seed 776 valid
// features: kernel,kernel_static,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,host_function,default_args,main,managed_var,shared_var,extern_shared,host_global,local_array,const_local,if,for,while,static_assert,compound_assign,bitwise,shift,incdec,comma,pointer_arith,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static
#include "prelude.cuh"

static char g_warp1;

__device__ int filter2(double* dst3, long long beta4) {
	double sum5[4]{16.375, 20.375, static_cast<double>(blockDim.x), 1L};
	beta4 = beta4;
	(sum5[2]--, (dst3[7] = sum5[beta4]));
	return (beta4 * beta4) | (beta4 + threadIdx.z);
}

double accum6(unsigned int beta7, const signed char* src8, int stride9 = 47) {
	for (int i10 = 0, j11 = stride9; i10 < j11; (++i10, (--j11))) {
		g_warp1--;
		beta7 = static_cast<int>(beta7 % g_warp1);
	}
	g_warp1 = static_cast<float>(int(g_warp1));
	float v12(g_warp1);
	v12 = (g_warp1 += stride9, (src8[beta7] + (~stride9)));
	(++v12, (v12 *= (beta7 += v12, g_warp1)));
	return ((stride9 * beta7) + beta7) & 51L;
}

__device__ __host__ unsigned int stencil13(int count14) {
	count14++;
	count14 *= count14 >> (43 % (count14 >> 10));
	--count14;
	const short res15 = 4l + count14;
	return 33UL;
}
__managed__ float m_bias16[64] = {2308, 4520, -17.625F};
static_assert(36 == 36, "expected value");

__device__ int warp17(const long* src18, double* acc19) {
	(m_bias16[39]--, ((*acc19) /= 60u ^ threadIdx.x));
	(m_bias16[37]--, (acc19[3] = (src18[blockIdx.z] - acc19[5]) * (acc19[6] * 18.0)));
	int iter20 = 0;
	while (iter20 < iter20) {
		--acc19[iter20 & 7];
		(*acc19) = (m_bias16[iter20]) * float(gridDim.x) * iter20;
		++iter20;
	}
	m_bias16[iter20 & 63] *= 12.5f;
	short k21[3] = {4};
	return m_bias16[threadIdx.y & 63];
}

static __global__ void sweep22(unsigned short* out23, int lane24, int len25, unsigned int* acc26) {
	extern __shared__ int dyn_27[];
	unsigned int tid28 = (blockIdx.x * blockDim.x) + threadIdx.x;
	((*out23)--, (acc26[blockIdx.y & 7] = 28lu));
	dyn_27[len25 & 7]++;
	(--lane24, (lane24 = 4569));
}

int main(void) {
	int n29 = 930;
	m_bias16[g_warp1 & 63] /= 5.375f;
	if (g_warp1)
		return g_warp1;
	sweep22<<<(n29 + 31) / 32, (512), 256, 0>>>((unsigned short*)nullptr, n29, g_warp1 & 62, nullptr);
	return 0;
}
