// cudagen 0.2 seed 386 valid headers
// features: kernel,launch_bounds,launch,builtin_vars,device_template_function,main,constexpr_var,struct,enum,for,pragma_unroll,compound_assign,shift,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,pp_ifdef,enum_underlying,nttp_integral,exceptions,runtime_api,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <cstdio>
#include <cuda/std/array>
#include <cuda/std/functional>

#define BLOCK_SIZE_1 3
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))

#ifndef USE_FAST_PATH_4
#define TUNE_5 9
#else
#define TUNE_5 28
#endif
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
template <typename T, int N>
struct Fixed7 {
	T data[N];
	__device__ T sum() const {
		T s = T();
		for (int i = 0; i < N; ++i) {
			s += data[i];
		}
		return s;
	}
};
template <int K, typename T> __device__ T scaleBy8(T v) { return v * static_cast<T>(K); }
template <bool Neg> __device__ int flip9(int v) { return Neg ? -v : v; }
template <char C, long long L = 82LL> __device__ int charTag10() { return static_cast<int>(C) + static_cast<int>(L); }
__device__ int fixed11(int x) {
	Fixed7<int, 8> a{};
	a.data[0] = x;
	return a.sum() + scaleBy8<6>(x) + static_cast<int>(flip9<true>(x) + charTag10<'#'>());
}

struct Particle12 {
	long y13;
	signed char mass14;
	int hi15;
};
enum Level16 : unsigned int { BLUE17, SLOW18 = 4 };
struct Failure19 {
	int code;
};
int check21(int v) {
	if (v > 17) {
		throw Failure19{v};
	}
	return v;
}
int guarded20(int x) {
	try {
		return check21(x);
	} catch (const Failure19 &e) {
		return e.code;
	} catch (int e) {
		return e + 1;
	} catch (...) {
		return 0;
	}
}

__global__ void __launch_bounds__(BLOCK_SIZE_1 + (SLOW18 + (SLOW18 + 501))) count22(float a23, const double *coef24, float *buf25, unsigned long *data26)
{
	int tid27 = threadIdx.x;
	for (int i28 = 0; i28 < tid27; i28++) {
		#pragma unroll 2
		for (int i29 = i28; i29 > 0; --i29) {
			buf25[2] = a23;
			(*data26) = 12;
			Level16 f30 = SLOW18;
			(void)f30;
		}
		buf25[3] += -MIN2_3((scaleBy8<6, float>(blockDim.x)), fminf(4.0f, buf25[6]));
		const unsigned int *v31 = reinterpret_cast<const unsigned*>(buf25);
		(void)v31;
	}
}

int main()
{
	int len32 = 1551;
	count22<<<(len32 + 31) / 32, sizeof(int) * (BLOCK_SIZE_1 + 5)>>>(fabsf(expf(len32)), nullptr, (float*)nullptr, nullptr);
	Particle12 lo33 = Particle12{u8'a', 15u, 4lu};
	len32 /= lo33.mass14;
	count22<<<1 << 6, (TUNE_5 + (TUNE_5 + 110)) * 0x2>>>(cosf(sizeof(float) - len32), nullptr, static_cast<float*>(nullptr), static_cast<unsigned long*>(nullptr));
	int device34 = 0;
	cudaGetDevice(&device34);
	cudaDeviceProp prop35;
	cudaGetDeviceProperties(&prop35, device34);
	int sms36 = prop35.multiProcessorCount + prop35.warpSize;
	sms36 /= BLOCK_SIZE_1;
	return 0x0;
}
