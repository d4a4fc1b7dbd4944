// cudagen 0.2 seed 834 valid headers
// features: launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,device_noinline,device_template_function,main,device_array,constant_array,managed_var,shared_var,static_shared,extern_shared,host_global,auto_var,if,compound_assign,bitwise,logical,comparison,address_of,lit_int_octal,lit_int_suffix,lit_string,lit_raw_string,sizeof,macro_object,macro_function,pp_ifdef,pp_undef,nttp_enum,if_constexpr,exceptions,memory_spaces
// nvcc: -std=c++20
#include <cuda_runtime.h>

#define RADIUS_1 128
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))

#ifdef USE_FAST_PATH_4
#define TUNE_5 10
#else
#define TUNE_5 59
#endif
#undef TUNE_5
#define TUNE_5 48
enum class Mode6 { Add, Mul, Sub };
template <Mode6 O = Mode6::Add>
int apply7(int a, int b) {
	if constexpr (O == Mode6::Add) {
		return a + b;
	} else if constexpr (O == Mode6::Mul) {
		return a * b;
	} else {
		return a - b;
	}
}
int policy8(int x) {
	return apply7<Mode6::Add>(x, 1) + apply7<Mode6::Mul>(x, 1) + apply7<Mode6::Sub>(x, 2) + apply7<>(x, x);
}

template <typename T, int N>
__device__ __forceinline__ int gather9(T beta10) {
	float tmp11(N);
	(void)tmp11;
	T off12 = blockDim.z;
	(void)off12;
	return N;
}

__device__ __noinline__ unsigned char mix13(float alpha14, int lane15) {
	lane15 += 38;
	float z16 = sizeof(double);
	lane15 &= lane15;
	alpha14 = z16;
	if ((z16 < alpha14) && (lane15 || lane15)) {
		auto r17 = sizeof(int);
		(void)r17;
	}
	static __shared__ int sh_18;
	(void)sh_18;
	return 29l * threadIdx.y;
}
__device__ int devTable19[4];
__constant__ float coeffs20[4] = {0.5f, 5.5f, 4.5f, 3.5f};
__managed__ int managedTotal21;
__global__ void everySpace22(int *out) {
	__shared__ int tile[32];
	static __shared__ float extra[8];
	extern __shared__ float dynamicTile[];
	const int i = static_cast<int>(threadIdx.x);
	tile[i & 31] = devTable19[i & 3] + managedTotal21;
	extra[i & 7] = coeffs20[i & 3];
	dynamicTile[i] = extra[i & 7];
	out[i] = tile[(i + 1) & 31] + static_cast<int>(extra[i & 7]);
}
const char* g_warp23 = R"xy(a "quoted" )word)xy";
struct Failure24 {
	int code;
};
int check26(int v) {
	if (v > 13) {
		throw v;
	}
	return v;
}
int guarded25(int x) {
	try {
		return check26(x);
	} catch (const Failure24 &e) {
		return e.code;
	} catch (int e) {
		return e + 1;
	} catch (...) {
		return 0;
	}
}

int main() {
	int count27 = 2805;
	everySpace22<<<(count27 + 63) / 64, 512, sizeof(double) * 0100, (cudaStream_t)0>>>(&managedTotal21);
	everySpace22<<<(count27 + 255) / 256, TUNE_5 + 464>>>(&managedTotal21);
	return 0;
}
