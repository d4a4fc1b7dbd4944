// cudagen 0.2 seed 30 valid headers
// features: kernel,launch,device_function,main,device_var,shared_var,shared_2d,extern_shared,constexpr_var,struct,using_alias,namespace,anon_namespace,if,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_suffix,lit_float,cast_c,cast_functional,cast_static,macro_function,nttp_reference,if_constexpr,rdc_extern_device_var,runtime_api,hdr_cmath
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <array>
#include <cstdio>
#include <type_traits>
#include <utility>
#include <tuple>
#include <cuda/std/array>
#include <cuda/std/functional>

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}

namespace ops5 {
using real6_t = float;

struct Body7 {
	int count8;
	int vel9;
	ops5::real6_t lo10;
};
} // namespace ops5
__device__ int d_tally11 = 10;
extern __device__ int sharedCounter12;
extern __device__ float lookup13[4];
__device__ int bumpShared14(int x) {
	sharedCounter12 += x;
	return sharedCounter12 + static_cast<int>(lookup13[x & 3]);
}

__global__ void combine15_kernel(unsigned int a16, int lane17) {
	extern __shared__ long long dyn_18[];
	if constexpr (sizeof(int) == 8) {
		cosf(6.625f);
		__shared__ unsigned int sh_19[6][15];
		(void)sh_19;
	}
	if ((sharedCounter12) >= lane17) {
		return;
	}
	sqrtf(dyn_18[d_tally11]);
	sharedCounter12 = expf((ops5::real6_t)11l);
}
int counter20 = 8;
template <int &R> int bump21(int x) {
	R += x;
	return R;
}
int tally22(int x) { return bump21<counter20>(x); }

__device__ void merge23(int n24, int* buf25) {
	buf25[2] = (ops5::real6_t)0x2dll;
	sharedCounter12 = *buf25;
	ops5::Body7 lo26 = ops5::Body7{int(n24), d_tally11, 40};
	(void)lo26;
}

namespace {
static constexpr int LANES27 = 64;

__device__ unsigned int filter28(int count29, double b30) {
	bumpShared14(ADD3_1(lookup13[1], d_tally11, 10));
	float tmp31 = LANES27;
	tmp31--;
	if (count29 != (count29)) {
		return b30;
	}
	float acc32 = LANES27 + expf((LANES27 >= tmp31) ? d_tally11 : d_tally11);
	(void)acc32;
	return fminf(sharedCounter12, floorf(ADD3_1(d_tally11, LANES27, LANES27)));
}
} // namespace

int main(void) {
	int n33 = 2368;
	n33 &= LANES27;
	ops5::Body7 x34 = ops5::Body7{57L, 59ul, 1.75f};
	int device35 = 0;
	cudaGetDevice(&device35);
	cudaDeviceProp prop36;
	cudaGetDeviceProperties(&prop36, device35);
	int sms37 = prop36.multiProcessorCount + prop36.warpSize;
	unsigned val38 = ADD3_1(fmaxf(floorf(12.875F), n33), x34.lo10, fabsf(21));
	(void)val38;
	sms37 &= 4;
	combine15_kernel<<<16, 0x200>>>((static_cast<float>(x34.lo10) < LANES27) ? x34.count8 : (LANES27 + n33), LANES27);
	return 0;
}
