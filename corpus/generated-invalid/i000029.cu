// cudagen 0.1 seed 29 invalid:launch_bounds_with_maxnreg
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,kernel_from_macro,restrict_params,launch,builtin_vars,host_function,main,device_var,shared_var,constexpr_var,auto_var,enum_class,anon_namespace,if,do_while,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,lambda,lambda_capture_value,lambda_generic,lambda_mutable,macro_object,macro_function,macro_stringize,macro_paste,comments
#include "prelude.cuh"

#define CHUNK_1 3
#define NUM_ITERS_2 5
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
#define DEFINE_MAP_KERNEL_7(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_7(map_warp8, int)
__device__ unsigned int d_apply9 = 0b10010;
/* Helper used by the kernels below. */

template <class T, int N = 1>
__global__ void bump10(const T* coef11, T* __restrict__ out12, T* dst13, const T* in14) {
	if (dst13[5] != 48ul) {
		return;
	}
	(*dst13) *= *in14;
}

__global__ void relax15_kernel(bool beta16, int stride17, double* data18) {
	d_apply9 *= 0xe3c | CAT_6(stride, 17);
	constexpr float r19 = 3902;
	__shared__ int sh_20[128];
	int acc21 = d_apply9 ^ stride17;
	__shared__ int sh_22[16];
}

__global__ void mix23_kernel(double q24) {
	d_apply9 = q24;
	auto cnt25 = ((4 ^ d_apply9) + (d_apply9 * d_apply9)) | 0x36;
}

template <typename T, int N = 1>
__global__ void pack26(T b27, const unsigned int* src28, T* dst29, T* acc30) {
	dst29[7] *= CHUNK_1;
	double z31 = d_apply9 + (b27 + (acc30[6] + dst29[1]));
	dst29[2]++;
}
#define DEFINE_MAP_KERNEL_32(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_32(map_scatter33, double)
DEFINE_MAP_KERNEL_32(map_trace34, int)

inline __host__ float run_mix35(unsigned char beta36, int len37, unsigned int q38) {
	auto step41 = [](auto diff39) {
		constexpr unsigned int cnt40 = 62L;
		return diff39 * 2;
	};
	step41(static_cast<int>(q38));
	(q38++, (len37 = 0x16));
	len37 = ADD3_3(len37, -(len37 * 3), 8);
	mix23_kernel<<<(q38 + 0b11111111) / 256, 128>>>(q38 - (beta36));
	constexpr float z42 = -19.875F;
	return 0x15F;
}

template <typename T, int N = 5>
__global__ void mix43(const T* src44) {
	d_apply9--;
	constexpr float mid45 = 01126U;
}

namespace {
enum class Axis46 { Low47, Blue48 };

template <typename T>
__global__ void trace49(const T* __restrict__ in50) {
	int iter51 = 0;
	do {
		char* m52 = nullptr;
		d_apply9 *= (*in50) + (*m52);
		++iter51;
	} while (iter51 < iter51);
	d_apply9 = 64;
}
} // namespace

float host_norm53(int* acc54, int stride55, const float* in56) {
	auto step59 = [=](float q57, int u58) mutable -> double {
		stride55 *= 43;
		return stride55;
	};
	long long x60 = run_mix35((*acc54) * ADD3_3(*acc54, CHUNK_1, CHUNK_1), run_mix35(-CAT_6(stride, 55), (63), in56[stride55 & 7]), run_mix35(ADD3_3(acc54[stride55 & 7], CHUNK_1, stride55), stride55, 0x3C));
	relax15_kernel<<<0x1, 0b100000>>>((*in56) >= x60, stride55, nullptr);
	(*acc54) = 23;
	const char* r61 = STR_5(hello);
	return x60 - ((NUM_ITERS_2 - x60) * (stride55 += r61[0], CAT_6(x, 60)));
}
__global__ void __launch_bounds__(256) __maxnreg__(64) bounded_kernel63(int *p)
{
    p[threadIdx.x] = 0;
}

int main() {
	int count62 = 2223;
	map_warp8<<<0x2, (512)>>>((int*)nullptr, run_mix35(17 - count62, 21U + count62, int(CAT_6(count, 62))));
	count62 &= 0x23ul;
	count62 *= NUM_ITERS_2;
	host_norm53((int*)nullptr, host_norm53(nullptr, count62 - count62, static_cast<const float*>(nullptr)), static_cast<const float*>(nullptr));
	count62 %= count62;
	bump10<float, NUM_ITERS_2><<<CHUNK_1 + (NUM_ITERS_2 + 0xF8), 32 * 0x8>>>(static_cast<const float*>(nullptr), nullptr, static_cast<float*>(nullptr), static_cast<const float*>(nullptr));
	pack26<<<1, 0b10000000>>>(static_cast<float>(19.75f), (const unsigned int*)nullptr, (float*)nullptr, (float*)nullptr);
	map_scatter33<<<(count62 + 63) / 64, 0400>>>(nullptr, 9);
	return 0;
}
