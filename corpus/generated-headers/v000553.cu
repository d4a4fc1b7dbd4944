// cudagen 0.2 seed 553 valid headers
// features: kernel,launch,launch_shared_mem,main,managed_var,shared_var,struct,for,compound_assign,bitwise,incdec,pointer_arith,member_access,call,method_call,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,pp_ifdef,pp_if,pp_undef,union,union_anonymous,nttp_enum,if_constexpr,managed_in_class,hdr_cmath
#include <cuda_runtime.h>

#define WARPS_1 256
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

#ifndef USE_FAST_PATH_5
#define TUNE_6 11
#else
#define TUNE_6 23
#endif

#if WARPS_1 > 20
#define CONFIG_7 5
#else
#define CONFIG_7 10
#endif
#undef WARPS_1
#define WARPS_1 2
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
struct Stats9 {
	int count;
	float total;
	__host__ __device__ void add(float v) {
		++count;
		total += v;
	}
};
__managed__ Stats9 managedStats10;
__host__ __device__ int record11(int x) {
	managedStats10.add(static_cast<float>(x));
	return managedStats10.count;
}
enum class Mode12 { Add, Mul, Sub };
template <Mode12 O = Mode12::Add>
__device__ int apply13(int a, int b) {
	if constexpr (O == Mode12::Add) {
		return a + b;
	} else if constexpr (O == Mode12::Mul) {
		return a * b;
	} else {
		return a - b;
	}
}
__device__ int policy14(int x) {
	return apply13<Mode12::Add>(x, 2) + apply13<Mode12::Mul>(x, 3) + apply13<Mode12::Sub>(x, 3) + apply13<>(x, x);
}
struct Pun15 {
	int tag;
	union {
		unsigned u;
		float f;
		double d;
	};
};
float use16(int x) {
	Pun15 v{};
	v.tag = x;
	if (x > 3) {
		v.f = 1.5f;
		return v.f;
	}
	v.u = static_cast<unsigned>(x);
	return static_cast<float>(v.u) + 1.0f;
}

__global__ void fold17(int len18, int lane19, const long long* in20)
{
	len18++;
	managedStats10.add(11.625F);
	lane19 -= fabsf(56 + ((*in20) ^ 50));
	Stats9 v21 = managedStats10;
	(void)v21;
	__shared__ float sh_22[64];
	(void)sh_22;
}

int main()
{
	int count23 = 3420;
	for (int it24 = 0; it24 < 6; it24++) {
		fold17<<<WARPS_1, 2 * (CONFIG_7 + (CONFIG_7 + (WARPS_1 + 4))), sizeof(double) * 256>>>(it24 + it24 + ((int)count23), '"' + TWICE_PLUS_2(managedStats10.count, managedStats10.total), nullptr);
		fold17<<<(it24 + 127) / 128, 512, sizeof(float) * (TUNE_6 + (TUNE_6 + (TUNE_6 + 31)))>>>(static_cast<unsigned long long>(~it24), +record11(sizeof(char)), nullptr);
		fabsf(-9.75f);
	}
	count23 = TWICE_PLUS_2(record11(fminf(count23, count23)), (int)fabsf(19.0F));
	return 0;
}
