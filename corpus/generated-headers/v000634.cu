// cudagen 0.2 seed 634 valid headers
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_dim3,builtin_vars,main,device_array,shared_var,static_shared,extern_shared,constexpr_var,using_alias,namespace,anon_namespace,if,if_else,nested_block,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,bit_field,nttp_auto,concept,requires_clause,runtime_api,hdr_cmath
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <algorithm>
#include <numeric>
#include <cstdio>
#include <tuple>

template <auto V>
__host__ __device__ int addConst1(int x) {
	using value_type = decltype(V);
	return x + static_cast<int>(V) + static_cast<int>(sizeof(value_type));
}
__host__ __device__ int consts2(int x) { return addConst1<3>(x) + addConst1<true>(x) + addConst1<2L>(x); }

static __global__ void sweep3_kernel(signed char a4, int *dst5) {
	a4 = 24;
	--(*dst5);
}

namespace {
template <class T, int N>
__global__ void __maxnreg__(64) bump6(const T *__restrict__ in7, T *acc8, int count9, const int *in10) {
	int idx11 = threadIdx.x;
	if (idx11 >= count9) {
		return;
	}
	if (consts2(N)) {
		return;
	}
	__shared__ long sh_12[32];
	(void)sh_12;
	acc8[count9]--;
	int z13 = (60 * in7[idx11]) - ceilf(N);
	(void)z13;
}

__global__ void pack14_kernel(int lane15, const signed char *__restrict__ in16, float *data17) {
	unsigned idx18 = (blockIdx.x * blockDim.x) + threadIdx.x;
	static __shared__ double sh_19;
	fabsf(sh_19 - fabsf(threadIdx.y));
	__shared__ unsigned int sh_20[256];
	{
		cosf(ceilf(25u));
		sh_19 += blockDim.x;
	}
	expf(static_cast<double>(sh_20[idx18 & 255] - 5));
}
} // namespace
template <typename T> concept Small21 = sizeof(T) <= 16;
template <typename T> concept Arith22 = Small21<T> && (sizeof(T) >= 4);
template <Small21 T> T twice23(T x) { return x + x; }
template <typename T> requires (sizeof(T) >= 4) T thrice24(T x) { return x * 3; }
template <typename T> T quad25(T x) requires Arith22<T> { return x * 4; }
int sign26(Small21 auto v) { return v != 0 ? 1 : 2; }
static __device__ size_t d_mix27[16] = {57, 49};
struct Mask28 {
	short f0 : 3;
	unsigned f1 : 8;
	unsigned short f2 : 7;
};
__host__ __device__ int pack29(int x) {
	Mask28 b{};
	b.f0 = 0;
	b.f1 = 60;
	b.f2 = static_cast<unsigned>(x) & 127u;
	return static_cast<int>(b.f0) + static_cast<int>(b.f1) + static_cast<int>(b.f2);
}

__global__ void __maxnreg__(128) pack30(const double *in31, const int *in32) {
	extern __shared__ int dyn_33[];
	unsigned int i34 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (expf(in32[6] * in32[i34 & 7]) > in31[6]) {
		int z35 = in31[i34 & 7];
		(void)z35;
	} else {
		__shared__ unsigned int sh_36[8];
		(void)sh_36;
	}
}
using idx37_t = int;

namespace detail38 {
template <class T>
__global__ void __maxnreg__(128) apply39(T *buf40, idx37_t stride41, const idx37_t *__restrict__ src42, const double *__restrict__ in43) {
	extern __shared__ float dyn_44[];
	unsigned idx45 = (blockIdx.x * blockDim.x) + threadIdx.x;
	(void)idx45;
	++dyn_44[stride41];
	float q46 = fabsf(buf40[2]);
	(void)q46;
	__shared__ unsigned long long sh_47[sizeof(unsigned int) * 4];
	buf40[threadIdx.x] *= (alignof(char) % (d_mix27[0] ^ 23)) + sinf(sh_47[threadIdx.z & 0b1111] << 6);
	sh_47[8]++;
}
static constexpr unsigned BLOCK48 = 256;
} // namespace detail38

int main() {
	int size49 = 2758;
	size49 = (detail38::BLOCK48 & (size49 >> 0)) % consts2(alignof(float) - size49);
	cudaEvent_t start50, stop51;
	cudaEventCreate(&start50);
	cudaEventCreate(&stop51);
	cudaEventRecord(start50);
	cudaEventRecord(stop51);
	cudaEventSynchronize(stop51);
	float ms52 = 0.0f;
	cudaEventElapsedTime(&ms52, start50, stop51);
	cudaEventDestroy(start50);
	cudaEventDestroy(stop51);
	sweep3_kernel<<<dim3((size49 + 31) / 32, 4), 128>>>(idx37_t(size49) - ms52, nullptr);
	bump6<double, (1 << 3)><<<(512), sizeof(unsigned int) * 16>>>(static_cast<const double*>(nullptr), nullptr, 10lu / size49, nullptr);
	pack14_kernel<<<dim3(sizeof(float)), dim3(1 << 9)>>>(4491, (const signed char*)nullptr, (float*)nullptr);
	return 0;
}
