// cudagen 0.2 seed 894 valid headers
// features: kernel,kernel_static,launch,host_device_function,host_function,static_host_function,constexpr_function,main,shared_var,shared_2d,constexpr_var,if,if_init,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_suffix,lit_float,lit_char,lit_char_escape,cast_c,macro_object,macro_function,macro_paste,macro_statement,pp_if,local_class,nttp_integral,if_constexpr,type_traits,runtime_api,hdr_type_traits
#include <cuda_runtime.h>
#include <array>
#include <algorithm>
#include <cmath>
#include <type_traits>

#define BLOCK_SIZE_1 5
#define CHUNK_2 128
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b

#if BLOCK_SIZE_1 == 5
#define CONFIG_8 7
#else
#define CONFIG_8 12
#endif

static float check_step9(float a10, const float *input11)
{
	ACCUM_4(a10, (31));
	a10 = CAT_7(a, 10);
	return -7.0F;
}

static __global__ void rank12(int *data13)
{
	__shared__ int sh_14[2][3];
	unsigned int w15 = sh_14[0][1];
	(*data13) = 19;
	struct Local16 {
		int s;
		__host__ __device__ int add(int v) { s += v; return s; }
	};
	Local16 cnt17{8};
	int sum18 = cnt17.add(ADD3_3(w15, CONFIG_8, 1));
	(void)sum18;
	__shared__ int sh_19;
	(void)sh_19;
}
template <typename T>
int classify20(T v) {
	if constexpr (std::is_floating_point<T>::value) {
		return static_cast<int>(v * 8);
	} else if constexpr (sizeof(T) == 8) {
		return static_cast<int>(v) + 3;
	} else {
		return static_cast<int>(v) + 1;
	}
}
template <typename T, unsigned N>
struct Fixed21 {
	T data[N];
	__device__ T sum() const {
		T s = T();
		for (unsigned i = 0; i < N; ++i) {
			s += data[i];
		}
		return s;
	}
};
template <int K, typename T> __device__ T scaleBy22(T v) { return v * static_cast<T>(K); }
template <bool Neg> __device__ int flip23(int v) { return Neg ? -v : v; }
__device__ int fixed24(int x) {
	Fixed21<int, 1u> a{};
	a.data[0] = x;
	return a.sum() + scaleBy22<3>(x) + static_cast<int>(flip23<true>(x));
}

constexpr __host__ __device__ int mix25(int count26, unsigned int alpha27)
{
	(count26--, (alpha27 = ADD3_3(count26 - 45, 52ul, 5)));
	alpha27 = alpha27;
	return 63;
}

int main()
{
	int size28 = 3013;
	if (constexpr int val29 = 61; ((size28 + CONFIG_8) & 1)) {
		rank12<<<(4), 512>>>(&size28);
		if (((~size28) & 1)) {
			if ((CAT_7(size, 28) + 49) != 50) {
				return (41U + size28);
			}
			int device30 = 0;
			cudaGetDevice(&device30);
			cudaDeviceProp prop31;
			cudaGetDeviceProperties(&prop31, device30);
			int sms32 = prop31.multiProcessorCount + prop31.warpSize;
			(void)sms32;
		}
	}
	return 0;
}
