// cudagen 0.1 seed 271 invalid:missing_include
// features: kernel,launch_bounds,launch,launch_dim3,builtin_vars,host_device_function,host_function,default_args,main,shared_var,local_array,enum_class,anon_namespace,if,nested_block,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_paste,macro_statement,pp_if
#include "prelude.cuh"

#include "helper_math59.cuh"
#define NUM_ITERS_1 64
#define WARPS_2 5
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_4(a, b) a##b

#if NUM_ITERS_1 > 41
#define CONFIG_5 1
#else
#define CONFIG_5 32
#endif

__global__ void pack6(int* acc7, int* buf8, float* acc9, int stride10) {
	unsigned int tid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (tid11 >= stride10) {
		return;
	}
	int f12 = 55;
	acc9[2] = -f12;
	{
		__shared__ int sh_13[1 << (CONFIG_5 + 3)];
		float diff14 = sizeof(int);
	}
	__shared__ float sh_15[NUM_ITERS_1];
}

__global__ void __launch_bounds__(sizeof(int) * 256, 1) score16(float* data17, long* data18) {
	int tid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
	++(*data18);
	data17[tid19] = sizeof(float);
	data17[6] = *data17;
	short off20 = threadIdx.x;
	int idx21 = data17[5];
}
enum class Axis22 : short {
	Idle23,
	Idle24,
	Low25 = 6,
	Mul26,
	Red27
};

namespace {
__device__ __host__ signed char stencil28(float p29, int n30) {
	--n30;
	n30 = n30;
	float s31 = (-(45 + p29));
	p29 /= 3875 * CAT_4(s, 31);
	n30 &= 31UL;
	return 127U;
}
} // namespace

__global__ void accum32_kernel(char* buf33, int* acc34, const int* src35) {
	int idx36 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (acc34[6] != buf33[blockIdx.y]) {
		return;
	}
	--(*buf33);
}

inline __device__ __host__ unsigned int sweep37(int lane38 = -55) {
	lane38 |= 50;
	lane38 &= int(lane38) * ((int)double(11.));
	++lane38;
	unsigned int lim39[4]{35l, unsigned(CAT_4(lane, 38)), 49, 25ul};
	lane38 = 1385ll;
	int r40 = 34 + ((+lim39[1]) + 38U);
	float hi41[3] = {float(lim39[3]), -4954l, 18.5f};
	return int(48);
}

__global__ void pivot42(int* out43, int count44, const signed char* in45, int* dst46) {
	int tid47 = (blockIdx.x * blockDim.x) + threadIdx.x;
	int s48[2] = {};
	float w49[5] = {17.25F, 9.0f, 47l, 18.375F};
}

inline __host__ __device__ double bump50(int n51, const unsigned short* coef52) {
	int q53 = *coef52;
	--q53;
	unsigned char v54[1 << CONFIG_5] = {static_cast<unsigned char>((24)), static_cast<unsigned char>(q53 * 255)};
	--n51;
	n51 >>= (n51 == v54[0]) ? static_cast<unsigned int>(19) : v54[1];
	return 18;
}

float host_lerp55(bool cfg56) {
	{
		accum32_kernel<<<dim3(256, (128)), dim3(1 << 6)>>>((char*)nullptr, static_cast<int*>(nullptr), nullptr);
	}
	return 10.25F;
}

int main() {
	int len57 = 1073;
	score16<<<dim3((len57 + 255) / 256, sizeof(float) * NUM_ITERS_1, (len57 + 31) / 32), CONFIG_5 + (CONFIG_5 + (WARPS_2 + 57))>>>(nullptr, nullptr);
	pivot42<<<dim3(WARPS_2 + (WARPS_2 + (WARPS_2 + (WARPS_2 + 44)))), sizeof(int) * 32>>>(&len57, int(len57 + len57), nullptr, (int*)nullptr);
	len57 = 18u;
	pack6<<<dim3((len57 + 255) / 256), CONFIG_5 + (CONFIG_5 + (CONFIG_5 + (WARPS_2 + 24)))>>>(&len57, &len57, nullptr, len57);
	if ((len57 += len57, len57) != 43u) {
		return (len57 == len57) ? CAT_4(len, 57) : len57;
	}
	Axis22 hi58 = Axis22::Idle23;
	return 0;
}
