// cudagen 0.2 seed 921 valid headers
// features: kernel,launch,launch_shared_mem,builtin_vars,device_function,static_device_function,device_template_function,default_args,main,shared_var,static_shared,extern_shared,host_global,constexpr_var,auto_var,while,static_assert,bitwise,shift,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_float,lit_nullptr,cast_c,cast_static,macro_object,macro_function,macro_paste,pp_ifdef,union,union_anonymous,concept,requires_clause,hdr_cmath
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <numeric>
#include <type_traits>
#include <utility>
#include <cooperative_groups.h>

#define CHUNK_1 256
#define NUM_ITERS_2 (0x40)
#define MOD8_3(x) ((x) % 8)
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define CAT_5(a, b) a##b
#define USE_FAST_PATH_6

#ifdef USE_FAST_PATH_6
#define TUNE_7 8
#else
#define TUNE_7 31
#endif
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}

static __device__ void norm9(int* dst10, long beta11, long q12 = 021) {
	auto val13 = ((long)(~blockIdx.x)) | q12;
	(void)val13;
	int pass14 = 0;
	while (pass14 < 5) {
		beta11 = pass14;
		++pass14;
	}
	static __shared__ int sh_15[32];
	(void)sh_15;
}
struct Word16 {
	int tag;
	union {
		int i;
		float f;
	};
};
__host__ __device__ float use17(int x) {
	Word16 v{};
	v.tag = x;
	if (x > 1) {
		v.f = 7.5f;
		return v.f;
	}
	v.i = static_cast<int>(x);
	return static_cast<float>(v.i) + 1.0f;
}
int g_step18 = 34;
template <typename T> concept Small19 = sizeof(T) <= 8;
template <typename T> concept Arith20 = Small19<T> && (sizeof(T) >= 4);
template <Small19 T> T twice21(T x) { return x + x; }
template <typename T> requires (sizeof(T) >= 4) T thrice22(T x) { return x * 3; }
template <typename T> T quad23(T x) requires Arith20<T> { return x * 4; }
int sign24(Small19 auto v) { return v != 0 ? 1 : 2; }

__global__ void reduce25_kernel(float* buf26, int* dst27, float* buf28) {
	extern __shared__ unsigned dyn_29[];
	int tmp30 = dyn_29[threadIdx.x & 7];
	tmp30 = (tmp30 % (TUNE_7 + dyn_29[tmp30])) + ((threadIdx.x & warpSize) + ((*buf28) + blockIdx.x));
	double u31(sqrtf(blockIdx.y));
	(void)u31;
	dyn_29[2]--;
	auto off32 = dst27[gridDim.x] | dyn_29[0x2];
	(void)off32;
	fmaxf(23.875f, -tmp30);
}

int main() {
	int size33 = 2425;
	sign24((g_step18 >> g_step18) * twice21(static_cast<float>(size33)));
	static_assert(25 == 25, "expected value");
	reduce25_kernel<<<1, NUM_ITERS_2 * 0x4, 0>>>(nullptr, &size33, (float*)nullptr);
	return 0x0;
}
