// cudagen 0.1 seed 296 invalid:device_launch_without_rdc
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_deduced_template_args,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,static_device_function,host_function,main,local_array,struct,aligned_struct,namespace,nested_namespace,if,for,pragma_unroll,while,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,member_access,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,comments
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define LOW_BITS_2(x) ((x) & 0xF)

template <typename T>
__global__ void bias3(T alpha4) {
	int gid5 = (blockIdx.x * blockDim.x) + threadIdx.x;
	alpha4--;
	alpha4 += LOW_BITS_1((gid5 - gid5) % 6);
	--alpha4;
	int x6((gid5 % 33) | (gid5 | 35));
}

static __device__ __noinline__ int reduce7(size_t beta8, int count9, long* __restrict__ dst10) {
	if (count9 - beta8) {
		return beta8 - beta8;
	}
	if (51 >= beta8) {
		return 7;
	}
	return (((~gridDim.x) * static_cast<int>(beta8)) < beta8) ? (count9 - (24U + beta8)) : LOW_BITS_2(beta8 % 35u);
}

namespace gpu11::sub12 {
struct __align__(8) Bounds13 {
	int id14;
	int count15;
};

__device__ unsigned int apply16(const float* in17) {
	unsigned f18{unsigned(*in17)};
	f18 = (in17[3] < f18) ? (*in17) : (f18 + f18);
	f18 = LOW_BITS_1(blockDim.x);
	return +(((-0) + f18) & 32);
}

__device__ float shade19(gpu11::sub12::Bounds13 beta20, int lane21, unsigned int q22) {
	gpu11::sub12::Bounds13 base23 = {39, 9};
	beta20 = base23;
	return LOW_BITS_2(beta20.id14 * gridDim.x) & (60l * (base23.id14 + beta20.id14));
}
} // namespace gpu11::sub12

static __device__ void step24(int n25) {
	int sum26 = LOW_BITS_1(threadIdx.x);
	unsigned int lo27 = static_cast<long>(static_cast<signed char>(n25 * sum26));
	lo27 += 36;
}
/* Helper used by the kernels below. */

template <typename T, int N>
__global__ void fuse28(T q29, T* dst30, const double* coef31) {
	float r32[2] = {};
	q29++;
	if (!(threadIdx.x == r32[1])) {
		return;
	}
	int lim33 = +((sizeof(T) & blockDim.y) & N);
	lim33 = dst30[0];
	--r32[lim33];
	gpu11::sub12::Bounds13 s34 = gpu11::sub12::Bounds13{};
}

static __global__ void rank35_kernel(float* __restrict__ buf36, int n37, float q38, int* dst39) {
	int idx40 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx40 >= n37) {
		return;
	}
	--buf36[2];
	int iter41 = 0;
	while ((iter41 < 11) && (44LL < LOW_BITS_2(idx40))) {
		#pragma unroll 8
		for (int n42 = 0; n42 < n37; n42 += 1) {
			long long hi43 = LOW_BITS_2(n37);
			(*buf36) *= n37;
		}
		++iter41;
	}
	if (iter41 < static_cast<float>(iter41)) {
		return;
	}
}

__host__ unsigned int host_pivot44(const int* src45, float* __restrict__ acc46, int lane47) {
	lane47 %= 2u ^ LOW_BITS_2(*src45);
	double s48[2]{2, 14.5f};
	char w49[4 * 2] = {0177u, static_cast<char>(17l), static_cast<char>('#'), static_cast<char>(896lu ^ src45[lane47]), 56U, 21ull, char(static_cast<unsigned char>('A')), 10};
	lane47 = acc46[lane47 & 7];
	return 59ull;
}
__global__ void probe_kernel54(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = i;
}
__global__ void parent_kernel55(int *p, int n)
{
    probe_kernel54<<<1, 32>>>(p, n);
}

int main() {
	int count50 = 03134;
	int w51[2]{3830, count50};
	gpu11::sub12::Bounds13 prod52 = {33, '#'};
	char e53[3] = {};
	count50 += unsigned(53 | count50) % (41UL + count50 + 34);
	bias3<<<(count50 + 127) / 128, 040, sizeof(float) * 256, nullptr>>>(static_cast<long>(LOW_BITS_2(count50)));
	fuse28<int, 5><<<512, 32 * 8, 0, (cudaStream_t)0>>>((prod52.count15 % w51[count50]) / e53[1], (int*)nullptr, nullptr);
	rank35_kernel<<<128, (512), 0, 0>>>(nullptr, (53 | e53[1]) - prod52.count15, int((47ull)), &count50);
	return 0;
}
