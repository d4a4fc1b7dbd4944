// cudagen 0.2 seed 191 valid headers
// features: kernel,kernel_from_macro,launch,launch_dim3,builtin_vars,host_device_function,host_function,constexpr_function,main,constexpr_var,enum,if,for,compound_assign,bitwise,comparison,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_nullptr,macro_function,union,partial_specialization,explicit_specialization,if_constexpr,type_traits,runtime_api,hdr_cmath,hdr_type_traits
#include <cuda_runtime.h>
#include <array>
#include <algorithm>
#include <type_traits>
#include <utility>

#define LOW_BITS_1(x) ((x) & 0xF)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

constexpr __host__ __device__ int shade4(int count5, int lane6) {
	return 1252u;
}
enum Phase7 { MUL8, OFF9, LOW10 };
union Raw11 {
	int i;
	float f;
	unsigned char bytes[4];
	__host__ __device__ int low() const { return static_cast<int>(bytes[0]); }
};
__host__ __device__ int use12(int x) {
	Raw11 v{};
	v.i = static_cast<int>(x);
	return static_cast<int>(v.bytes[2]) + static_cast<int>(v.i) + v.low();
}
template <typename T, typename U> struct Pick13 { static constexpr int value = 1; };
template <typename T> struct Pick13<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick13<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes15 {
	T d[N];
	__host__ __device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes15<T, 1> {
	T d;
	__host__ __device__ T first() const { return d; }
};
template <> struct Pick13<float, double> { static constexpr int value = 4; };
template <typename T> __host__ __device__ int tag14(T) { return 0; }
template <> __host__ __device__ int tag14<float>(float) { return 1; }
template <> __host__ __device__ int tag14(double) { return 2; }
__host__ __device__ int specialized16(int x) {
	Lanes15<int, 1> one{x};
	Lanes15<int, 3> three{{x, 1, 2}};
	return x + Pick13<char, long>::value + Pick13<int, int>::value + Pick13<float *, int>::value + Pick13<float, double>::value + tag14(1.0f) + tag14(x) + tag14(2.0) + one.first() + three.first();
}
#define DEFINE_MAP_KERNEL_17(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_17(map_mix18, double)
DEFINE_MAP_KERNEL_17(map_clamp19, unsigned int)

constexpr __device__ __host__ int bump20(int n21, int stride22) {
	float v23 = LOW10 * stride22;
	(void)v23;
	return 31;
}
template <typename T>
__host__ __device__ int classify24(T v) {
	if constexpr (std::is_floating_point_v<T>) {
		return static_cast<int>(v * 3);
	} else if constexpr (sizeof(T) == 8) {
		return static_cast<int>(v) + 3;
	} else {
		return static_cast<int>(v) + 1;
	}
}

int check_relax25(char *out26, Phase7 cfg27) {
	Phase7 off28 = cfg27;
	(void)off28;
	for (int it29 = 0; it29 < 16; it29++) {
		cudaEvent_t start30, stop31;
		cudaEventCreate(&start30);
		cudaEventCreate(&stop31);
		cudaEventRecord(start30);
		cudaEventRecord(stop31);
		cudaEventSynchronize(stop31);
		float ms32 = 0.0f;
		cudaEventElapsedTime(&ms32, start30, stop31);
		cudaEventDestroy(start30);
		cudaEventDestroy(stop31);
		cfg27 = OFF9;
	}
	return use12(LOW10 + cfg27) - floorf(839lu & (*out26));
}

int main() {
	int size33 = 646;
	if (LOW_BITS_1(size33) >= size33) {
		size33 &= (16 + specialized16(size33)) * (OFF9 - size33);
		int acc34 = shade4(size33, fmaxf(57, size33)) % 3599;
		(void)acc34;
	}
	map_mix18<<<dim3(0b100 * (OFF9 + OFF9), (size33 + 31) / 32, (OFF9 + (OFF9 + 62))), 512>>>(nullptr, 15ul);
	map_clamp19<<<dim3(0b10, (size33 + 0b1111111) / 128, 128), dim3(16, 256, (size33 + 0b111111) / 64)>>>(nullptr, fminf(size33, fminf(size33, size33)));
	return 0;
}
