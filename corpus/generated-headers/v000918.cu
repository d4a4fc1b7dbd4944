// cudagen 0.2 seed 918 valid headers
// features: launch,builtin_vars,device_function,main,device_array,constant_array,managed_var,shared_var,static_shared,constexpr_var,if,if_else,static_assert,ternary,comparison,comma,address_of,lit_int_octal,lit_int_suffix,lit_digit_separator,cast_functional,sizeof,macro_object,macro_function,pp_if,pp_undef,nttp_dependent_type,enable_if,partial_specialization,sfinae,exceptions,rdc_extern_device_var,memory_spaces,runtime_api,hdr_cstdio
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <cmath>
#include <cstdio>

#define RADIUS_1 3
#define NUM_ITERS_2 256
#define RADIUS_3 16
#define HALF_4(x) ((x) / 2)
#if RADIUS_1 % 2 == 0 || RADIUS_1 < 4
#define CONFIG_5 5
#else
#define CONFIG_5 17
#endif
#undef RADIUS_3
#define RADIUS_3 8
__device__ int sweep6(int len7) {
	int u8 = ((len7 - RADIUS_1) * len7) - (39UL + blockIdx.x);
	printf("lane %d\n", static_cast<int>(len7));
	if (HALF_4(len7) >= len7) {
		unsigned long long hi9 = len7;
		(void)hi9;
		static_assert(((CONFIG_5 + 6) * (5)) == 55, "bad config");
	} else if (len7 != (u8 + len7)) {}
	return len7;
}
__device__ int devTable10[4];
__constant__ float coeffs11[4] = {0.5f, 9.5f, 9.5f, 4.5f};
__managed__ int managedTotal12;
__global__ void everySpace13(int *out) {
	__shared__ int tile[32];
	static __shared__ float extra[8];
	const int i = static_cast<int>(threadIdx.x);
	tile[i & 31] = devTable10[i & 3] + managedTotal12;
	extra[i & 7] = coeffs11[i & 3];
	out[i] = tile[(i + 1) & 31] + static_cast<int>(extra[i & 7]);
}
extern __device__ int sharedCounter14;
extern __device__ float lookup15[16];
__device__ int bumpShared16(int x) {
	sharedCounter14 += x;
	return sharedCounter14 + static_cast<int>(lookup15[x & 15]);
}
template <bool B, typename T = void> struct EnableIf18 {};
template <typename T> struct EnableIf18<true, T> { using type = T; };
template <typename T> struct IsSmall19 { static constexpr bool value = sizeof(T) <= 4; };
template <typename T, typename EnableIf18<IsSmall19<T>::value, int>::type = 0>
__host__ __device__ int narrow17(T v) { return static_cast<int>(v) + 1; }
template <typename T, typename EnableIf18<!IsSmall19<T>::value, int>::type = 0>
__host__ __device__ int narrow17(T v) { return static_cast<int>(v) + 2; }
struct Failure20 {
	int code;
};
int check22(int v) {
	if (v > 19) {
		throw Failure20{v};
	}
	return v;
}
int guarded21(int x) {
	try {
		return check22(x);
	} catch (const Failure20 &e) {
		return e.code;
	} catch (int e) {
		return e + 1;
	} catch (...) {
		return 0;
	}
}
int main() {
	int len23 = 3710;
	len23 = (managedTotal12 += len23, double(RADIUS_1));
	constexpr int f24 = -3'789;
	(void)f24;
	cudaEvent_t start25, stop26;
	cudaEventCreate(&start25);
	cudaEventCreate(&stop26);
	cudaEventRecord(start25);
	cudaEventRecord(stop26);
	cudaEventSynchronize(stop26);
	float ms27 = 0.0f;
	cudaEventElapsedTime(&ms27, start25, stop26);
	cudaEventDestroy(start25);
	cudaEventDestroy(stop26);
	int prod28 = managedTotal12;
	everySpace13<<<16, 2 * 16>>>(&prod28);
	prod28 = (((ms27 - 042) - (ms27 + 52L)) > (managedTotal12 - len23)) ? (CONFIG_5 * (len23 - sizeof(float))) : (managedTotal12 + prod28 + (len23 - ms27));
	return 0;
}
